package org.goldilocks.engine.fasttrack;

/**
 * A vector clock indexed by the engine's dense thread ids, growing on demand: a missing entry is
 * clock 0 ("nothing of that thread is known"). Not thread-safe: each clock has one owner at a
 * time (a thread's own clock, or a sync variable's clock under its monitor).
 */
final class VectorClock {
    private long[] clocks;
    /** One past the largest id whose entry was ever set here: joins copy only this much. */
    private int used;

    VectorClock() {
        clocks = new long[4];
    }

    long get(int tid) {
        return tid < clocks.length ? clocks[tid] : 0;
    }

    void set(int tid, long clock) {
        if (tid >= clocks.length) {
            // Amortized growth for a thread's own entry.
            clocks = java.util.Arrays.copyOf(clocks, Math.max(tid + 1, clocks.length * 2));
        }
        clocks[tid] = clock;
        used = Math.max(used, tid + 1);
    }

    /**
     * this := this join other (pointwise max). Grows only to the other clock's used width: growing
     * by doubling here made two clocks joined in turn (a thread's and a lock's) double each other
     * on every hand-off.
     */
    void joinWith(VectorClock other) {
        int n = other.used;
        if (n > clocks.length) {
            clocks = java.util.Arrays.copyOf(clocks, n);
        }
        long[] theirs = other.clocks;
        long[] mine = clocks;
        for (int i = 0; i < n; i++) {
            if (theirs[i] > mine[i]) {
                mine[i] = theirs[i];
            }
        }
        used = Math.max(used, n);
    }

    /** One past the largest id that may have a non-zero entry. */
    int width() {
        return used;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("<");
        int last = clocks.length - 1;
        while (last > 0 && clocks[last] == 0) {
            last--;
        }
        for (int i = 0; i <= last; i++) {
            s.append(i == 0 ? "" : ",").append(clocks[i]);
        }
        return s.append('>').toString();
    }
}
