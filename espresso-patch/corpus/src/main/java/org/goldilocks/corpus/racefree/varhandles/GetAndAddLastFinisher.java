package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;

/**
 * "Last one out" with VarHandle.getAndAdd on an int field: each worker writes its plain result
 * then decrements; getAndAdd is a volatile read-modify-write, so the worker that takes the count to
 * zero is ordered after every other worker's decrement and reads all results.
 */
public class GetAndAddLastFinisher {
    private static final VarHandle REMAINING;

    static {
        try {
            REMAINING = MethodHandles.lookup().findVarHandle(GetAndAddLastFinisher.class, "remaining", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int remaining;
    long[] parts;
    long total = -1;

    public static void main(String[] args) throws Exception {
        GetAndAddLastFinisher p = new GetAndAddLastFinisher();
        int n = Threads.count(args, 4);
        p.parts = new long[n];
        p.remaining = n;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                p.parts[id] = (id + 1) * 100L;
                if ((int) REMAINING.getAndAdd(p, -1) == 1) {
                    long t = 0;
                    for (long part : p.parts) {
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
        if (p.total != 100L * n * (n + 1) / 2) {
            throw new AssertionError(p.total);
        }
    }
}
