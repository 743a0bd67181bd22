package org.goldilocks.engine.fasttrack;

import java.util.Arrays;

import org.goldilocks.engine.LockSet;

/**
 * The read vector clock of a variable whose reads are concurrent (the paper's "shared" read
 * state): for each thread, the clock of its last read, with what a report needs about it.
 * Guarded by the owning variable's monitor.
 */
final class ReadVector {
    private long[] clocks;
    private FastTrackThread[] threads;
    private Object[] sites;
    private LockSet[] locks;

    ReadVector(int width) {
        clocks = new long[width];
        threads = new FastTrackThread[width];
        sites = new Object[width];
        locks = new LockSet[width];
    }

    long clockOf(FastTrackThread t) {
        return t.tid < clocks.length ? clocks[t.tid] : 0;
    }

    void put(FastTrackThread t, long clock, Object site, LockSet held) {
        int i = t.tid;
        if (i >= clocks.length) {
            int width = Math.max(i + 1, clocks.length * 2);
            clocks = Arrays.copyOf(clocks, width);
            threads = Arrays.copyOf(threads, width);
            sites = Arrays.copyOf(sites, width);
            locks = Arrays.copyOf(locks, width);
        }
        clocks[i] = clock;
        threads[i] = t;
        sites[i] = site;
        locks[i] = held;
    }

    /** A thread whose last read does not happen-before t's next event (R_x not below C_t), or -1. */
    int concurrentWith(FastTrackThread t) {
        for (int i = 0; i < clocks.length; i++) {
            if (clocks[i] > t.clock.get(i)) {
                return i;
            }
        }
        return -1;
    }

    /** Forgets the reads that happen-before t's next event; true if none is left. */
    boolean retainConcurrentWith(FastTrackThread t) {
        boolean empty = true;
        for (int i = 0; i < clocks.length; i++) {
            if (clocks[i] != 0 && clocks[i] <= t.clock.get(i)) {
                clocks[i] = 0;
                threads[i] = null;
                sites[i] = null;
                locks[i] = null;
            }
            empty &= clocks[i] == 0;
        }
        return empty;
    }

    FastTrackThread thread(int i) {
        return threads[i];
    }

    Object site(int i) {
        return sites[i];
    }

    LockSet locks(int i) {
        return locks[i];
    }
}
