package org.goldilocks.corpus.racefree.unsafe;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

import sun.misc.Unsafe;

/**
 * A spin lock on sun.misc.Unsafe.compareAndSwapInt, released with putOrderedInt (a release
 * store): the release happens-before the CAS that observes it, so the plain fields guarded by the
 * lock never race.
 */
@SuppressWarnings("removal")
public class UnsafeCasSpinLock {
    private static final Unsafe U;
    private static final long LOCK;

    static {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (Unsafe) f.get(null);
            LOCK = U.objectFieldOffset(UnsafeCasSpinLock.class.getDeclaredField("lock"));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    volatile int lock;
    long total;
    int count;

    public static void main(String[] args) throws Exception {
        UnsafeCasSpinLock p = new UnsafeCasSpinLock();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 300; k++) {
                    long deadline = Waits.deadline();
                    while (!U.compareAndSwapInt(p, LOCK, 0, 1)) {
                        Waits.spin(deadline);
                    }
                    p.total += id;
                    p.count++;
                    U.putOrderedInt(p, LOCK, 0);
                }
            }, "locker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.count != 300 * n || p.total != 300L * n * (n - 1) / 2) {
            throw new AssertionError(p.count + " " + p.total);
        }
    }
}
