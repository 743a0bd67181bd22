package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;

/**
 * A shared histogram in a long[] updated with getAndAdd through an array-element VarHandle (atomic
 * volatile read-modify-writes never race with each other); a separate element counts finished
 * workers, and the last one (its getAndAdd reads every earlier one) reads the buckets with plain
 * loads, as does main after join.
 */
public class ArrayGetAndAddHistogram {
    private static final VarHandle CELL = MethodHandles.arrayElementVarHandle(long[].class);

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int buckets = 16;
        long[] cells = new long[buckets + 1]; // the last element counts finished workers
        long[] seenByLast = new long[1];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 400; k++) {
                    CELL.getAndAdd(cells, (k * 7 + id) % buckets, 1L);
                }
                if ((long) CELL.getAndAdd(cells, buckets, 1L) == n - 1) {
                    long s = 0;
                    for (int b = 0; b < buckets; b++) {
                        s += cells[b];
                    }
                    seenByLast[0] = s;
                }
            }, "counter-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long total = 0;
        for (int b = 0; b < buckets; b++) {
            total += cells[b];
        }
        if (total != 400L * n || seenByLast[0] != total) {
            throw new AssertionError(total + " " + seenByLast[0]);
        }
    }
}
