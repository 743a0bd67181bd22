package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A spin lock on an int field through a VarHandle: compareAndSet(0, 1) to lock, setVolatile(0) to
 * unlock. The unlock is a volatile write read by the next successful CAS (a volatile read-write), so
 * consecutive critical sections are ordered and the plain fields they update never race.
 */
public class CasSpinLockField {
    private static final VarHandle LOCK;

    static {
        try {
            LOCK = MethodHandles.lookup().findVarHandle(CasSpinLockField.class, "lock", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int lock;
    long sum;
    int operations;

    public static void main(String[] args) throws Exception {
        CasSpinLockField p = new CasSpinLockField();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 500; k++) {
                    long deadline = Waits.deadline();
                    while (!LOCK.compareAndSet(p, 0, 1)) {
                        Waits.spin(deadline);
                    }
                    p.sum += id;
                    p.operations++;
                    LOCK.setVolatile(p, 0);
                }
            }, "locker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.operations != 500 * n || p.sum != 500L * n * (n - 1) / 2) {
            throw new AssertionError(p.operations + " " + p.sum);
        }
    }
}
