package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicIntegerArray;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Per-slot publication: worker i writes its result into a plain long[] slot, then sets element i of
 * an AtomicIntegerArray (volatile write semantics); the collector waits for each flag with get(i)
 * (volatile read) before reading that slot.
 */
public class AtomicIntegerArraySlotFlags {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        long[] results = new long[n];
        AtomicIntegerArray done = new AtomicIntegerArray(n);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                long s = 0;
                for (int k = 0; k <= 1000 * (id + 1); k++) {
                    s += k;
                }
                results[id] = s;
                done.set(id, 1);
            }, "worker-" + i);
            ts[i].start();
        }
        long total = 0;
        for (int i = n - 1; i >= 0; i--) {
            long deadline = Waits.deadline();
            while (done.get(i) == 0) {
                Waits.spin(deadline);
            }
            long m = 1000L * (i + 1);
            if (results[i] != m * (m + 1) / 2) {
                throw new AssertionError("slot " + i);
            }
            total += results[i];
        }
        for (Thread t : ts) {
            t.join();
        }
        if (total <= 0) {
            throw new AssertionError(total);
        }
    }
}
