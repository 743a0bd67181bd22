package org.goldilocks.engine.goldilocks;

import java.util.Arrays;

import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;

/**
 * The rules of element runs ({@link GRun}, docs/engine.md "Element runs"): an access to element j
 * of a run, as {@link Accesses} would make it on j's own variable, without one while the run's
 * elements agree.
 *
 * <p>Why an access may join the sweep without a check of its own. The sweep is thread t's accesses
 * in its epoch w (one write access and one read access, each with one site and one set of held
 * locks); an element in neither bit set has exactly the uniform state u. Thread t's write (read)
 * of such an element, in epoch w, from the sweep's site with the sweep's locks, is checked against
 * u's records alone (t's own read of it in this sweep is ordered before it by program order), as
 * the sweep's first write (read) was. Its verdict is the same: u has not changed since (while a
 * sweep is open nothing records into u), the locks are the same, and t's Goldilockset at any
 * position in epoch w evolves like at any other, since only t's own events, which would end the
 * epoch, can add to a set that starts as {t} (the argument of the epoch-word fast path, GVariable).
 * So it is race-free, and the record it would make equals the sweep's record: same owner, an
 * equivalent position, same site and locks. Anything else (another thread, another epoch, another
 * site or locks while the sweep is open; t's read or write of an element whose state already
 * differs from the others) splits the run: every element gets a variable with its exact state
 * (u's records copied, the sweep's applied), and the access is made on its own.
 *
 * <p>When the sweep covers every element, t folds it into u at once, in epoch w: u records the
 * access as if t made it now, which is an equivalent position. The fold is always t's own, in the
 * sweep's epoch; another thread that finds an open sweep splits the run.
 */
final class Runs {
    /** Outcomes of {@link #inSweep} that are not a race. */
    private static final Object DONE = new Object();
    private static final Object SPLIT = new Object();
    private final Accesses accesses;

    Runs(Accesses accesses) {
        this.accesses = accesses;
    }

    /** t's access to element j of the run: checked, and if race-free, recorded. Null when race-free. */
    Race access(GThread t, GRun run, int j, boolean write, Object site) {
        GVariable own;
        while (true) {
            synchronized (run) {
                if (!run.isSplit()) {
                    Object outcome = inSweep(t, run, j, write, site);
                    if (outcome == DONE) {
                        return null;
                    }
                    if (outcome instanceof Race race) {
                        return race; // nothing changed
                    }
                    if (!split(run)) {
                        own = null;
                    } else {
                        own = run.member(j);
                    }
                } else {
                    own = run.member(j);
                }
            }
            if (own != null) {
                return write ? accesses.write(t, own, site) : accesses.read(t, own, site);
            }
            Thread.yield(); // a reclamation pass is moving records the split must copy: let it finish
        }
    }

    /** Element j's own variable: the run splits (if it has not yet) and its elements keep their own from then on. */
    GVariable element(GRun run, int j) {
        while (true) {
            synchronized (run) {
                if (run.isSplit() || split(run)) {
                    return run.member(j);
                }
            }
            Thread.yield();
        }
    }

    /** Under the run's monitor, not split: DONE, a Race (nothing changed), or SPLIT. */
    private Object inSweep(GThread t, GRun run, int j, boolean write, Object site) {
        long bit = 1L << j;
        long w = t.epochWord();
        long sweepWord = run.sweepWord();
        if ((run.writeBits() & bit) != 0) {
            return sweepWord == w ? DONE : SPLIT; // state u + the sweep's write
        }
        boolean read = (run.readBits() & bit) != 0;
        if (read) { // state u + the sweep's read
            if (sweepWord != w) {
                return SPLIT;
            }
            if (!write) {
                return DONE;
            }
        } else if (run.u.canSkip(w, write)) {
            return DONE; // state u, and u lets t skip it
        }
        if (sweepWord != 0 && sweepWord != w) {
            return SPLIT; // another thread's or epoch's sweep, not complete (complete ones are folded)
        }
        LockSet locks = t.locksHeld();
        if ((write ? run.writeBits() : run.readBits()) != 0) {
            if (!run.matches(write, site, locks)) {
                return SPLIT;
            }
        } else {
            Race race = accesses.verdict(t, run.u, write);
            if (race != null) {
                return race;
            }
            accesses.record(t, write ? run.sweepWrite : run.sweepRead, write, site, locks);
            run.started(write, site, locks);
        }
        run.joinSweep(t, bit, write);
        foldIfComplete(t, run);
        return DONE;
    }

    /**
     * t completed its sweep (epoch w, now): every element written, or every element read and none
     * written. u records it as t's access now, an equivalent position, with the sweep's site and
     * locks; the sweep's records are dropped. Mixed sweeps stay open (their elements differ).
     */
    private void foldIfComplete(GThread t, GRun run) {
        if (run.writeBits() == run.full()) {
            accesses.record(t, run.u, true, run.site(true), run.locks(true));
        } else if (run.readBits() == run.full() && run.writeBits() == 0) {
            accesses.record(t, run.u, false, run.site(false), run.locks(false));
        } else {
            return;
        }
        forget(run.sweepWrite);
        forget(run.sweepRead);
        run.endSweep();
    }

    /**
     * Gives every element a variable with its exact state: u's records copied, the sweep's write or
     * read applied to the elements it covers (as Accesses would have recorded them). False, and
     * nothing changed, if a record to copy is in a chunk a reclamation pass is reclaiming: that
     * pass listed the block's members before these copies exist and would not move them, so the
     * caller waits for it to move the originals (ElementBlock's invariant). The block's monitor is
     * held throughout: a pass that closes a chunk after the check lists the block's members after
     * the copies joined it.
     */
    private boolean split(GRun run) {
        synchronized (run.block) {
            GVariable u = run.u;
            GVariable sw = run.sweepWrite;
            GVariable sr = run.sweepRead;
            synchronized (u) {
                synchronized (sw) {
                    synchronized (sr) {
                        if (inClosedChunk(u) || inClosedChunk(sw) || inClosedChunk(sr)) {
                            return false;
                        }
                        run.splitting(); // before the bits are read: see ElementRun.joins
                        int n = run.elements;
                        GVariable[] own = new GVariable[n];
                        long w = run.sweepWord();
                        for (int j = 0; j < n; j++) {
                            GVariable v = run.block.join();
                            v.copyFrom(u);
                            long bit = 1L << j;
                            if ((run.writeBits() & bit) != 0) {
                                v.write = copy(sw.write);
                                for (int i = 0; i < v.readCount; i++) {
                                    v.reads[i].clear();
                                }
                                v.readCount = 0;
                                v.writtenBy(w);
                            } else if ((run.readBits() & bit) != 0) {
                                applyRead(v, readOf(sr, run.sweeper), run.sweeper);
                                v.readBy(w);
                            }
                            own[j] = v;
                        }
                        u.forget();
                        sw.forget();
                        sr.forget();
                        run.splitInto(own);
                        return true;
                    }
                }
            }
        }
    }

    /** t's read record replaces t's earlier read of the variable, or joins the others (Accesses.recordRead, without pruning). */
    private static void applyRead(GVariable v, AccessRecord read, GThread t) {
        for (int i = 0; i < v.readCount; i++) {
            if (v.reads[i].owner == t) {
                v.reads[i].copyFrom(read);
                return;
            }
        }
        int n = v.readCount;
        if (v.reads == null) {
            v.reads = new AccessRecord[2];
        } else if (n == v.reads.length) {
            v.reads = Arrays.copyOf(v.reads, n * 2);
        }
        v.reads[n] = copy(read);
        v.readCount = n + 1;
    }

    private static AccessRecord readOf(GVariable v, GThread t) {
        for (int i = 0; i < v.readCount; i++) {
            if (v.reads[i].owner == t) {
                return v.reads[i];
            }
        }
        throw new IllegalStateException("the sweep's read record is missing");
    }

    private static AccessRecord copy(AccessRecord r) {
        AccessRecord c = new AccessRecord();
        c.copyFrom(r);
        return c;
    }

    private static boolean inClosedChunk(GVariable v) {
        if (v.write != null && v.write.chunk.registry.isClosed()) {
            return true;
        }
        for (int i = 0; i < v.readCount; i++) {
            if (v.reads[i].chunk.registry.isClosed()) {
                return true;
            }
        }
        return false;
    }

    private static void forget(GVariable v) {
        synchronized (v) {
            v.forget();
        }
    }
}
