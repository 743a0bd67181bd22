package org.goldilocks.engine.goldilocks;

import java.util.Arrays;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;

/**
 * Data accesses: the read/write rules of PLDI 2007 on top of Goldilocks rule 3, race-aware (a racy
 * access is not performed: nothing changes) and with the epoch-word fast path kept exact (see
 * {@link GVariable}). Everything for one variable happens under that variable's monitor.
 */
final class Accesses {
    /** Read records of other threads are pruned from this many on (see {@link #pruneReadsBefore}). */
    private static final int PRUNE_AT = 4;
    private final EventList events;

    Accesses(EventList events) {
        this.events = events;
    }

    /** A write races with the last write and with every read recorded since it. */
    Race write(GThread t, GVariable v, Object site) {
        synchronized (v) {
            if (v.canSkip(t.epochWord(), true)) {
                return null;
            }
            Race race = check(t, v, true);
            if (race == null) {
                recordWrite(t, v, site);
            }
            return race;
        }
    }

    /** A read races only with the last write: concurrent reads never race. */
    Race read(GThread t, GVariable v, Object site) {
        synchronized (v) {
            if (v.canSkip(t.epochWord(), false)) {
                return null;
            }
            Race race = check(t, v, false);
            if (race == null) {
                recordRead(t, v, site);
                v.readBy(t.epochWord());
            }
            return race;
        }
    }

    /** The rules' checks, under v's monitor: a write against the last write and the reads since, a read against the last write. */
    private static Race check(GThread t, GVariable v, boolean write) {
        AccessRecord w = v.write;
        if (w != null && !LazyCheck.orderedAfter(t, w)) {
            return w.race(write ? AccessKind.WRITE : AccessKind.READ, AccessKind.WRITE);
        }
        if (write) {
            AccessRecord[] reads = v.reads;
            for (int i = 0, n = v.readCount; i < n; i++) {
                if (!LazyCheck.orderedAfter(t, reads[i])) {
                    return reads[i].race(AccessKind.WRITE, AccessKind.READ);
                }
            }
        }
        return null;
    }

    /**
     * The verdict of t's access against v's records, recording nothing (element runs: {@link Runs}).
     * Null when race-free. The checks of {@link #write} and {@link #read}.
     */
    Race verdict(GThread t, GVariable v, boolean write) {
        synchronized (v) {
            return check(t, v, write);
        }
    }

    /**
     * Records t's race-free access on v as {@link #write} and {@link #read} do, at the list's tail,
     * with the report details ({@code locks}: the locks t held) of the access it stands for.
     */
    void record(GThread t, GVariable v, boolean write, Object site, LockSet locks) {
        synchronized (v) {
            if (write) {
                recordWrite(t, v, site);
                v.write.locks = locks;
            } else {
                recordRead(t, v, site).locks = locks;
                v.readBy(t.epochWord());
            }
        }
    }

    /** Report mode: the runtime performed a racy access anyway; record it as if race-free. */
    void commit(GThread t, GVariable v, AccessKind kind, Object site) {
        synchronized (v) {
            if (v.canSkip(t.epochWord(), kind.isWrite())) {
                return;
            }
            if (kind.isWrite()) {
                recordWrite(t, v, site);
            } else {
                // Recorded, but t's further reads must still be checked against the unordered
                // last write: readWord may only name a thread whose read was race-free.
                recordRead(t, v, site);
                v.readNotSkippable();
            }
        }
    }

    /** The new write's set is {t} now. The recorded reads are discarded: a race-free write is ordered after all of them. */
    private void recordWrite(GThread t, GVariable v, Object site) {
        AccessRecord w = v.write;
        if (w == null) {
            v.write = w = new AccessRecord();
        }
        stamp(t, v, w, site);
        AccessRecord[] reads = v.reads;
        for (int i = 0, n = v.readCount; i < n; i++) {
            reads[i].clear();
        }
        v.readCount = 0;
        v.writtenBy(t.epochWord());
    }

    /** t's new read replaces t's older read since the last write (program order subsumes it). Returns t's read record. */
    private AccessRecord recordRead(GThread t, GVariable v, Object site) {
        AccessRecord[] reads = v.reads;
        int n = v.readCount;
        AccessRecord r = null;
        for (int i = 0; i < n; i++) {
            if (reads[i].owner == t) {
                r = reads[i];
                break;
            }
        }
        if (r == null) {
            if (n >= PRUNE_AT && (n & (n - 1)) == 0) {
                n = pruneReadsBefore(t, v);
                reads = v.reads;
            }
            if (reads == null) {
                v.reads = reads = new AccessRecord[2];
            } else if (n == reads.length) {
                v.reads = reads = Arrays.copyOf(reads, n * 2);
            }
            r = reads[n];
            if (r == null) {
                reads[n] = r = new AccessRecord();
            }
            v.readCount = n + 1;
        }
        stamp(t, v, r, site);
        return r;
    }

    /**
     * Drops the recorded reads of other threads that happen-before t's read being recorded: a later
     * write that one of them is not ordered before is not ordered after t's read either, so every
     * verdict stays the same (only which read a race names may change). Without it, a variable
     * that each of many short-lived threads reads and nobody writes keeps a record, and so the
     * thread, of every reader that ever ran. Runs when the count reaches a power of two, so its
     * checks are paid for by the reads recorded since the last time. Returns the new count.
     */
    private static int pruneReadsBefore(GThread t, GVariable v) {
        AccessRecord[] reads = v.reads;
        int n = v.readCount;
        for (int i = 0; i < n;) {
            AccessRecord r = reads[i];
            if (LazyCheck.orderedAfter(t, r)) {
                r.clear();
                reads[i] = reads[n - 1];
                reads[n - 1] = r; // kept as a spare record
                n--;
            } else {
                i++;
            }
        }
        v.readCount = n;
        return n;
    }

    /**
     * Records the access at the list's current tail: nothing before it can propagate from {t}
     * without an event of t, so any position after t's last event is exact. Registers the variable
     * with the tail chunk if needed. A closed registry means a pass is reclaiming that chunk: the
     * tail has moved past it, so take a newer position (still exact: t did nothing meanwhile).
     */
    private void stamp(GThread t, GVariable v, AccessRecord r, Object site) {
        for (;;) {
            Chunk c = events.tail();
            int i = c.size();
            Registry registry = c.registry;
            if (registry.isClosed()) {
                continue;
            }
            VarRef ref = v.ref();
            if (ref.registeredSerial != c.serial) {
                if (!registry.add(ref, t.slot())) {
                    continue;
                }
                ref.registeredSerial = c.serial;
            }
            r.set(t, c, i, site);
            return;
        }
    }
}
