package org.goldilocks.engine.hybrid;

/**
 * The bound N of the oversized-lockset check (sec. 5.4): how many locks a thread may hold at once.
 * Given, or learned: the most any thread held so far. Watches for accesses that exceed a bound a
 * decision relied on, and keeps the first of them with a count.
 */
final class LockBound {
    private final int given;
    private volatile int maxHeld;
    private long violations;
    private BoundViolation first;

    LockBound(int given) {
        this.given = given;
    }

    /** A thread now holds {@code n} lock tokens. */
    void held(int n) {
        if (n > maxHeld) {
            raise(n);
        }
    }

    private synchronized void raise(int n) {
        if (n > maxHeld) {
            maxHeld = n;
        }
    }

    int maxHeld() {
        return maxHeld;
    }

    /**
     * The bound a decision on a variable may assume now, given that its checked accesses held at
     * most {@code seenHere} locks: learned, the most held anywhere so far (every access made so far
     * is within it); given, N, but never less than what this variable has already seen.
     */
    int assume(int seenHere) {
        return given == HybridConfig.LEARNED ? Math.max(maxHeld, seenHere) : Math.max(given, seenHere);
    }

    synchronized void exceeded(HybridThread thread, int held, int bound, Object site) {
        violations++;
        if (first == null) {
            first = new BoundViolation(thread.name(), held, bound, site, 0);
        }
    }

    /** The first violation with the count so far, or null if there was none. */
    synchronized BoundViolation violation() {
        return first == null ? null : new BoundViolation(first.thread(), first.locksHeld(), first.bound(), first.site(), violations);
    }
}
