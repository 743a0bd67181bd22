package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads fill disjoint slices of one shared int[]. Each array element is a variable of its own
 * (JLS 17.4.1), so writes to different elements never conflict; main reads them all after join
 * (JLS 17.4.4: a thread's actions happen-before another thread's successful return from join()).
 */
public class PartitionedArrayWrites {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int per = 500;
        int[] data = new int[n * per];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int from = i * per;
            ts[i] = new Thread(() -> {
                for (int k = from; k < from + per; k++) {
                    data[k] = 2 * k;
                }
                for (int k = from; k < from + per; k++) {
                    data[k] += 1; // read-modify-write of its own elements only
                }
            }, "filler-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int k = 0; k < data.length; k++) {
            if (data[k] != 2 * k + 1) {
                throw new AssertionError("data[" + k + "] = " + data[k]);
            }
        }
    }
}
