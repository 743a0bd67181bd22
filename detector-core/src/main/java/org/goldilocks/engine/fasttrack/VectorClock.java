package org.goldilocks.engine.fasttrack;

/**
 * A vector clock indexed by the engine's dense thread ids, growing on demand: a missing entry is
 * clock 0 ("nothing of that thread is known"). Not thread-safe: each clock has one owner at a
 * time (a thread's own clock, or a sync variable's clock under its monitor).
 */
final class VectorClock {
    private long[] clocks;

    VectorClock() {
        clocks = new long[4];
    }

    long get(int tid) {
        return tid < clocks.length ? clocks[tid] : 0;
    }

    void set(int tid, long clock) {
        ensure(tid + 1);
        clocks[tid] = clock;
    }

    /** this := this join other (pointwise max). */
    void joinWith(VectorClock other) {
        long[] theirs = other.clocks;
        ensure(theirs.length);
        long[] mine = clocks;
        for (int i = 0; i < theirs.length; i++) {
            if (theirs[i] > mine[i]) {
                mine[i] = theirs[i];
            }
        }
    }

    /** One past the largest id that may have a non-zero entry. */
    int width() {
        return clocks.length;
    }

    private void ensure(int width) {
        if (width > clocks.length) {
            clocks = java.util.Arrays.copyOf(clocks, Math.max(width, clocks.length * 2));
        }
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
