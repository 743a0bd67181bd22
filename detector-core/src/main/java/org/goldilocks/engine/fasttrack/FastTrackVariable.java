package org.goldilocks.engine.fasttrack;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.Variable;

/**
 * FastTrack's shadow state of one variable and the access rules of the paper (Flanagan & Freund,
 * PLDI 2009, Fig. 2), each guarded by this variable's monitor: accesses to different variables
 * never contend. W_x is an epoch; R_x is an epoch while reads are totally ordered and a
 * {@link ReadVector} while they are concurrent.
 *
 * <p>Race-aware: a rule that finds a race returns it before changing anything, so the racy access
 * leaves the state exactly as it was. The fast-path words of {@link Variable} are kept so that
 * {@link #canSkip} is true exactly when the engine would do nothing: {@code exclusiveWord} names
 * the epoch of the last write when nothing happened since (then W_x = E(t) covers a further read or
 * write of t in that epoch), {@code readWord} and {@code readWord2} the epochs of the last two
 * readers' recorded reads while no write was recorded since (two threads reading one variable in
 * turn do not evict each other).
 */
final class FastTrackVariable extends Variable {
    // W_x = writeClock@writer (writer == null: no write yet), plus what a race report names.
    private FastTrackThread writer;
    private long writeClock;
    private Object writeSite;
    private LockSet writeLocks;
    // R_x as an epoch readClock@reader (reader == null: the bottom epoch)...
    private FastTrackThread reader;
    private long readClock;
    private Object readSite;
    private LockSet readLocks;
    // ...or, while reads are concurrent, as a vector clock (then reader is null).
    private ReadVector sharedReads;

    synchronized Race read(FastTrackThread t, Object site) {
        if (canSkip(t.epochWord(), false)) {
            return null;
        }
        // Every rule checks W_x <= C_t first (write-read race).
        if (writer != null && !writer.epochBefore(writeClock, t)) {
            return new Race(AccessKind.READ, writer, AccessKind.WRITE, writeSite, writeLocks);
        }
        recordRead(t, site);
        return null;
    }

    synchronized Race write(FastTrackThread t, Object site) {
        if (canSkip(t.epochWord(), true)) {
            return null; // [FT WRITE SAME EPOCH]
        }
        Race race = writeRace(t);
        if (race != null) {
            return race;
        }
        recordWrite(t, site, false);
        return null;
    }

    /** Records a racy access performed anyway (report mode) as if it were race-free. */
    synchronized void commit(FastTrackThread t, AccessKind kind, Object site) {
        if (canSkip(t.epochWord(), kind.isWrite())) {
            return;
        }
        if (kind.isWrite()) {
            // Unlike a race-free write, keep the reads it raced with: later writes must still see them.
            recordWrite(t, site, true);
        } else {
            recordRead(t, site);
        }
    }

    private Race writeRace(FastTrackThread t) {
        if (writer != null && !writer.epochBefore(writeClock, t)) {
            return new Race(AccessKind.WRITE, writer, AccessKind.WRITE, writeSite, writeLocks);
        }
        if (sharedReads != null) {
            int i = sharedReads.concurrentWith(t); // [FT WRITE SHARED]: R_x below C_t
            if (i >= 0) {
                return new Race(AccessKind.WRITE, sharedReads.thread(i), AccessKind.READ, sharedReads.site(i), sharedReads.locks(i));
            }
        } else if (reader != null && !reader.epochBefore(readClock, t)) {
            return new Race(AccessKind.WRITE, reader, AccessKind.READ, readSite, readLocks); // [FT WRITE EXCLUSIVE]
        }
        return null;
    }

    private void recordRead(FastTrackThread t, Object site) {
        long now = t.ownClock();
        if (sharedReads != null && sharedReads.clockOf(t) == 0 && sharedReads.retainConcurrentWith(t)) {
            // A thread new to the read vector first drops the reads that happen-before its own: a
            // write concurrent with one of them is concurrent with this read too, so no verdict
            // changes, and a variable read once by each of many short-lived threads keeps only
            // those still unordered, not every thread that ever read it (and so kept it reachable,
            // its slot from being recycled). If none is left, back to an epoch [FT READ EXCLUSIVE].
            sharedReads = null;
        }
        if (sharedReads != null) {
            if (sharedReads.clockOf(t) != now) { // else [FT READ SHARED SAME EPOCH]
                sharedReads.put(t, now, site, t.locksHeld()); // [FT READ SHARED]
            }
        } else if (reader == null || reader.epochBefore(readClock, t)) {
            if (reader != t || readClock != now) { // else [FT READ SAME EPOCH]
                reader = t; // [FT READ EXCLUSIVE]: the previous read happens-before this one
                readClock = now;
                readSite = site;
                readLocks = t.locksHeld();
            }
        } else {
            // [FT READ SHARE]: two concurrent reads, switch to a read vector clock.
            ReadVector reads = new ReadVector(Math.max(reader.tid, t.tid) + 1);
            reads.put(reader, readClock, readSite, readLocks);
            reads.put(t, now, site, t.locksHeld());
            sharedReads = reads;
            reader = null;
            readSite = null;
            readLocks = null;
        }
        if (exclusiveWord != t.epochWord()) {
            exclusiveWord = 0; // t accessed after the last writer: the writer must call the engine again
        }
        if (readWord != t.epochWord()) {
            // The reader before keeps its word in readWord2: its read stays in R_x until a write, or
            // until a read ordered after it replaces it, which needs a source action of its thread
            // after it (a new epoch word), so a kept word never matches a dropped read.
            readWord2 = readWord;
            readWord = t.epochWord();
        }
    }

    private void recordWrite(FastTrackThread t, Object site, boolean keepConcurrentReads) {
        writer = t;
        writeClock = t.ownClock();
        writeSite = site;
        writeLocks = t.locksHeld();
        if (sharedReads != null && (!keepConcurrentReads || sharedReads.retainConcurrentWith(t))) {
            // [FT WRITE SHARED]: every read happens-before this write, so R_x := bottom; checking a
            // later access against W_x covers them. ([FT WRITE EXCLUSIVE] keeps the read epoch.)
            sharedReads = null;
        }
        exclusiveWord = t.epochWord();
        readWord = 0; // a write was recorded: every thread's next read must check it
        readWord2 = 0;
    }

    @Override
    public synchronized String toString() {
        String w = writer == null ? "-" : writeClock + "@" + writer;
        String r = sharedReads != null ? "shared" : reader == null ? "-" : readClock + "@" + reader;
        return "W=" + w + " R=" + r;
    }
}
