package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;

/**
 * Detailed mode's element runs ({@link HybridRun}, docs/engine.md "Element runs in detailed mode"):
 * an access to element j of a run, as {@link DetailedVariable#access} would make it on j's own
 * variable, without one while the run's elements agree.
 *
 * <p>Why an access may join the sweep. The sweep is thread t's accesses in one epoch (t's epoch
 * word changes at every tick and every lock release, so its timestamp is the same throughout and
 * its lockset only grows), one write access and one read access, each from one site holding one
 * lockset. The first write (read) of the sweep made {@code afterWrite} ({@code afterRead}) from u,
 * race-free and without a decision that rests on the lock bound ({@link DetailedVariable#after}).
 * A later write (read) of an element still in state u, by t in that epoch from the same site with
 * the same locks, is the same function of the same state: the same records are scanned against the
 * same kind, timestamp and lockset (only t's clock may have grown since, which can only order more:
 * still race-free), the redundancy checks drop and keep the same records, and the bound, which only
 * grows, still decides nothing. So its state after is the sweep's, which is what the bits say. A
 * write to an element the sweep read: the read's record is t's, at the same timestamp, with the same
 * locks (required when the write sweep starts), so the write covers and drops it, and what the read
 * dropped the write drops too: again the write sweep's state. A read of an element the sweep wrote is
 * covered by the write (same timestamp, locks only grown): redundant. Anything else (another thread,
 * another epoch, another site or lockset while the sweep is open, an access that races or rests on
 * the bound) splits the run: every element gets a variable with its exact state (copied), and the
 * access is made on its own.
 *
 * <p>When the sweep covers every element (all written, or all read and none written), its state
 * becomes u. Counts ({@link HybridEngine#counts()}) count a sweep as its first access.
 */
final class HybridRuns {
    private final Settings settings;

    HybridRuns(Settings settings) {
        this.settings = settings;
    }

    /** t's access to element j of the run: checked, and recorded unless redundant. Null when it is no potential race. */
    Race access(HybridThread t, HybridRun run, int j, boolean write, Object site) {
        DetailedVariable own;
        synchronized (run) {
            if (!run.isSplit() && inSweep(t, run, j, write, site)) {
                return null;
            }
            own = run.isSplit() ? run.member(j) : split(run)[j];
        }
        if (own.canSkip(t.epochWord(), write)) {
            return null; // the runtime's fast path on the element's own variable (HybridEngine.access)
        }
        return own.access(settings, t, write, site);
    }

    /** Element j's own variable: the run splits (if it has not yet) and its elements keep their own from then on. */
    DetailedVariable element(HybridRun run, int j) {
        synchronized (run) {
            return run.isSplit() ? run.member(j) : split(run)[j];
        }
    }

    /** Under the run's monitor, not split: true if the access is done (joined, redundant or folded), false if the run must split. */
    private boolean inSweep(HybridThread t, HybridRun run, int j, boolean write, Object site) {
        long bit = 1L << j;
        long w = t.epochWord();
        long sweepWord = run.sweepWord();
        if ((run.writeBits() & bit) != 0) {
            return sweepWord == w; // the sweep's write covers anything t does in its epoch
        }
        boolean read = (run.readBits() & bit) != 0;
        if (read) {
            if (sweepWord != w) {
                return false;
            }
            if (!write) {
                return true; // covered by the sweep's read
            }
        } else if (run.u.canSkip(w, write)) {
            return true; // state u, and u lets t skip it
        }
        if (sweepWord != 0 && sweepWord != w) {
            return false; // another thread's or epoch's sweep, not complete (complete ones are folded)
        }
        LockSet locks = t.locksHeld();
        if ((write ? run.writeBits() : run.readBits()) != 0) {
            if (!run.matches(write, site, locks)) {
                return false;
            }
        } else {
            if ((write ? run.readBits() : run.writeBits()) != 0 && run.locks(!write) != locks) {
                return false; // the sweep's write must hold the locks of its read, or it would not drop it
            }
            DetailedVariable after = run.u.after(settings, t, write, site);
            if (after == null) {
                return false; // races, or rests on the bound: made on the element's own variable
            }
            if (after == run.u) {
                return !read; // redundant for state u (its words now say so); an element the sweep read: on its own
            }
            run.started(write, after, site, locks);
        }
        run.joinSweep(t, bit, write);
        if (run.writeBits() == run.full()) {
            run.fold(run.afterWrite);
        } else if (run.readBits() == run.full() && run.writeBits() == 0) {
            run.fold(run.afterRead);
        }
        return true;
    }

    /** Gives every element a variable with its exact state (copied), under the run's monitor. */
    private static DetailedVariable[] split(HybridRun run) {
        run.splitting(); // before the bits are read: see ElementRun.joins
        DetailedVariable[] own = new DetailedVariable[run.elements];
        for (int j = 0; j < own.length; j++) {
            own[j] = run.state(j).copy();
        }
        run.splitInto(own);
        return own;
    }
}
