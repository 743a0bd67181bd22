package org.goldilocks.corpus.racefree.unsafe;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Threads;

import sun.misc.Unsafe;

/**
 * "Last one out" on sun.misc.Unsafe.getAndAddInt: each worker writes its plain part and then
 * decrements; the atomic read-modify-writes form a chain in the synchronization order, so the worker
 * that reaches zero reads every part race-free.
 */
@SuppressWarnings("removal")
public class UnsafeGetAndAddLastFinisher {
    private static final Unsafe U;
    private static final long REMAINING;

    static {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (Unsafe) f.get(null);
            REMAINING = U.objectFieldOffset(UnsafeGetAndAddLastFinisher.class.getDeclaredField("remaining"));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    volatile int remaining;
    String[] parts;
    String joined;

    public static void main(String[] args) throws Exception {
        UnsafeGetAndAddLastFinisher p = new UnsafeGetAndAddLastFinisher();
        int n = Threads.count(args, 4);
        p.parts = new String[n];
        p.remaining = n;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                p.parts[id] = Integer.toString(id);
                if (U.getAndAddInt(p, REMAINING, -1) == 1) {
                    p.joined = String.join(",", p.parts);
                }
            }, "worker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.joined == null || p.joined.split(",").length != n) {
            throw new AssertionError(p.joined);
        }
    }
}
