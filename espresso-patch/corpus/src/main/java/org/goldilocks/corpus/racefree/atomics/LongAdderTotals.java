package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

import org.goldilocks.corpus.support.Threads;

/**
 * Contended LongAdder and LongAccumulator updates from many threads, summed after join. The
 * program's own accesses are all ordered; this exercises Striped64's internals (the cells array,
 * its cellsBusy spin lock, per-thread probes) under contention.
 */
public class LongAdderTotals {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        LongAdder hits = new LongAdder();
        LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 3000; k++) {
                    hits.increment();
                    max.accumulate((long) id * 10_000 + k);
                }
            }, "adder-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (hits.sum() != 3000L * n || max.get() != (n - 1) * 10_000L + 2999) {
            throw new AssertionError(hits.sum() + " " + max.get());
        }
    }
}
