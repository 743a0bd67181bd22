package org.goldilocks.engine.goldilocks;

import java.util.Arrays;

/**
 * A textbook vector-clock happens-before oracle (JLS 17.4.5) for the randomized tests, with the
 * same race-aware bookkeeping as the engine: the last write and, per thread, the last read since
 * it; a racy access is not recorded unless committed. Threads, locks, volatiles and variables are
 * small integers.
 */
final class VectorClockOracle {
    private final int[][] clock;
    private final int[][] syncClock;
    private final int[] writer;
    private final int[] writeTime;
    private final int[][] readTime;

    VectorClockOracle(int threads, int syncVars, int variables) {
        clock = new int[threads][threads];
        syncClock = new int[syncVars][threads];
        writer = new int[variables];
        Arrays.fill(writer, -1);
        writeTime = new int[variables];
        readTime = new int[variables][threads];
        clock[0][0] = 1;
    }

    void fork(int parent, int child) {
        clock[child] = clock[parent].clone();
        clock[child][child] = 1;
        clock[parent][parent]++;
    }

    void join(int joiner, int joined) {
        absorb(clock[joiner], clock[joined]);
    }

    void acquire(int t, int lock) {
        absorb(clock[t], syncClock[lock]);
    }

    void release(int t, int lock) {
        syncClock[lock] = clock[t].clone();
        clock[t][t]++;
    }

    void volatileRead(int t, int v) {
        absorb(clock[t], syncClock[v]);
    }

    void volatileWrite(int t, int v) {
        absorb(syncClock[v], clock[t]);
        clock[t][t]++;
    }

    /** Whether the last write of x happens-before now in t. */
    boolean writeOrdered(int t, int x) {
        return writer[x] < 0 || writeTime[x] <= clock[t][writer[x]];
    }

    /** Whether u's read of x since the last write (if any) happens-before now in t. */
    boolean readOrdered(int t, int x, int u) {
        return readTime[x][u] == 0 || readTime[x][u] <= clock[t][u];
    }

    boolean hasRead(int x, int u) {
        return readTime[x][u] != 0;
    }

    int writer(int x) {
        return writer[x];
    }

    boolean racy(int t, int x, boolean write) {
        if (!writeOrdered(t, x)) {
            return true;
        }
        if (write) {
            for (int u = 0; u < clock.length; u++) {
                if (!readOrdered(t, x, u)) {
                    return true;
                }
            }
        }
        return false;
    }

    void record(int t, int x, boolean write) {
        if (write) {
            writer[x] = t;
            writeTime[x] = clock[t][t];
            Arrays.fill(readTime[x], 0);
        } else {
            readTime[x][t] = clock[t][t];
        }
    }

    private static void absorb(int[] into, int[] from) {
        for (int i = 0; i < into.length; i++) {
            into[i] = Math.max(into[i], from[i]);
        }
    }
}
