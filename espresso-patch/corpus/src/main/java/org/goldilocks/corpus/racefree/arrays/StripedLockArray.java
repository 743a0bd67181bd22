package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * Lock striping: element i of a counter array is only touched while holding locks[i % locks.length].
 * Every pair of accesses to one element holds the same monitor, so they are ordered (JLS 17.4.5:
 * an unlock happens-before every subsequent lock of that monitor).
 */
public class StripedLockArray {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        long[] counters = new long[64];
        Object[] locks = new Object[8];
        for (int i = 0; i < locks.length; i++) {
            locks[i] = new Object();
        }
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int seed = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 2000; k++) {
                    int e = (k * 31 + seed * 7) % counters.length;
                    synchronized (locks[e % locks.length]) {
                        counters[e]++;
                    }
                }
            }, "striper-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long total = 0;
        for (long c : counters) {
            total += c;
        }
        if (total != 2000L * n) {
            throw new AssertionError(total);
        }
    }
}
