package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Threads;

/**
 * "Last one out": each worker writes its own plain result slot and then decrements an AtomicInteger;
 * the worker whose decrementAndGet reaches zero aggregates every slot, without any join. Each
 * decrement is a volatile read-and-write that reads the previous one, so all earlier workers'
 * writes happen-before the last worker's reads (JLS 17.4.4, synchronization order).
 */
public class LastFinisherAggregates {
    long total = -1;

    public static void main(String[] args) throws Exception {
        LastFinisherAggregates p = new LastFinisherAggregates();
        int n = Threads.count(args, 4);
        long[] parts = new long[n];
        AtomicInteger remaining = new AtomicInteger(n);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                long s = 0;
                for (int k = id * 1000; k < (id + 1) * 1000; k++) {
                    s += k;
                }
                parts[id] = s;
                if (remaining.decrementAndGet() == 0) {
                    long t = 0;
                    for (long part : parts) {
                        t += part;
                    }
                    p.total = t;
                }
            }, "worker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long m = 1000L * n;
        if (p.total != m * (m - 1) / 2) {
            throw new AssertionError(p.total);
        }
    }
}
