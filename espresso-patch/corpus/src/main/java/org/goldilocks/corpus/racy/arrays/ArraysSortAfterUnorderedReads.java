package org.goldilocks.corpus.racy.arrays;

import java.util.Arrays;

import org.goldilocks.corpus.support.Signal;

/** One thread sums an array while main sorts it in place afterwards without synchronization: the sort's first element write races with the reads. */
public class ArraysSortAfterUnorderedReads {
    public static void main(String[] args) throws Exception {
        int[] data = {9, 3, 7, 1, 8, 2, 6, 4, 5, 0};
        long[] sum = new long[1];
        Signal summed = new Signal();
        Thread t = Signal.start("summer", () -> {
            long s = 0;
            for (int v : data) {
                s += v;
            }
            sum[0] = s;
            summed.raise();
        });
        summed.await();
        Arrays.sort(data); // RACE write int[][1]
        t.join();
    }
}
