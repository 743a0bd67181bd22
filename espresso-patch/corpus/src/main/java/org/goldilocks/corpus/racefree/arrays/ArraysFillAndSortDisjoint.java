package org.goldilocks.corpus.racefree.arrays;

import java.util.Arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads run JDK array code (Arrays.fill, Arrays.sort on a sub-range) on disjoint ranges of one
 * shared array; these methods touch only the elements of their range. main checks after join.
 */
public class ArraysFillAndSortDisjoint {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int per = 400;
        int[] data = new int[n * per];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int from = i * per;
            ts[i] = new Thread(() -> {
                Arrays.fill(data, from, from + per, 7);
                for (int k = from; k < from + per; k++) {
                    data[k] = (k * 7919) % 1000;
                }
                Arrays.sort(data, from, from + per);
            }, "sorter-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int i = 0; i < n; i++) {
            for (int k = i * per + 1; k < (i + 1) * per; k++) {
                if (data[k - 1] > data[k]) {
                    throw new AssertionError("range " + i + " not sorted at " + k);
                }
            }
        }
    }
}
