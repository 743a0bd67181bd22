package org.goldilocks.corpus.racefree.unsafe;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

import sun.misc.Unsafe;

/**
 * Per-slot publication with Unsafe on int[] elements (arrayBaseOffset + index * arrayIndexScale):
 * worker i writes its plain result, then putIntVolatile(flags, i); the collector waits with
 * getIntVolatile on that element before reading the slot.
 */
@SuppressWarnings("removal")
public class UnsafeArrayElementFlags {
    private static final Unsafe U;
    private static final long BASE;
    private static final long SCALE;

    static {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (Unsafe) f.get(null);
            BASE = U.arrayBaseOffset(int[].class);
            SCALE = U.arrayIndexScale(int[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int[] flags = new int[n];
        long[] results = new long[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                results[id] = 1000L + id;
                U.putIntVolatile(flags, BASE + id * SCALE, 1);
            }, "worker-" + i);
            ts[i].start();
        }
        for (int i = 0; i < n; i++) {
            long deadline = Waits.deadline();
            while (U.getIntVolatile(flags, BASE + i * SCALE) == 0) {
                Waits.spin(deadline);
            }
            if (results[i] != 1000L + i) {
                throw new AssertionError("slot " + i);
            }
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
