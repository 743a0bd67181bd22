package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;

/**
 * Plain-mode VarHandle get/set (data accesses, like getfield/putfield) on a field and on array
 * elements, always under one monitor: every pair of accesses is ordered by the lock.
 */
public class PlainModeUnderLock {
    private static final VarHandle COUNT;
    private static final VarHandle ELEMENT = MethodHandles.arrayElementVarHandle(long[].class);

    static {
        try {
            COUNT = MethodHandles.lookup().findVarHandle(PlainModeUnderLock.class, "count", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int count;
    final long[] buckets = new long[8];

    public static void main(String[] args) throws Exception {
        PlainModeUnderLock p = new PlainModeUnderLock();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 300; k++) {
                    synchronized (p) {
                        COUNT.set(p, (int) COUNT.get(p) + 1);
                        int b = k % p.buckets.length;
                        ELEMENT.set(p.buckets, b, (long) ELEMENT.get(p.buckets, b) + 1);
                    }
                }
            }, "updater-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long total = 0;
        for (long b : p.buckets) {
            total += b;
        }
        if (p.count != 300 * n || total != 300L * n) {
            throw new AssertionError(p.count + " " + total);
        }
    }
}
