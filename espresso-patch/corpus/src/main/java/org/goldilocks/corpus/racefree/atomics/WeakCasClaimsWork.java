package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Threads;

/**
 * Work claiming with weakCompareAndSetVolatile (may fail spuriously, volatile semantics when it
 * succeeds): each index is claimed by exactly one thread, which writes that element of a plain
 * result array; main reads the results after join.
 */
public class WeakCasClaimsWork {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int items = 1000;
        AtomicInteger next = new AtomicInteger();
        int[] squares = new int[items];
        int[] claimedBy = new int[items];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i + 1;
            ts[i] = new Thread(() -> {
                while (true) {
                    int k = next.get();
                    if (k >= items) {
                        return;
                    }
                    if (next.weakCompareAndSetVolatile(k, k + 1)) {
                        squares[k] = k * k;
                        claimedBy[k] = id;
                    }
                }
            }, "claimer-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int k = 0; k < items; k++) {
            if (squares[k] != k * k || claimedBy[k] == 0) {
                throw new AssertionError("item " + k);
            }
        }
    }
}
