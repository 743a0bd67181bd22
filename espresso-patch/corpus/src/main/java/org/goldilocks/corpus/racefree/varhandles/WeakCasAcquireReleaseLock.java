package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A lock from the weak acquire/release CAS modes: weakCompareAndSetAcquire(0, 1) to lock (retried,
 * it may fail spuriously) and weakCompareAndSetRelease(1, 0) to unlock. The release write of the
 * unlock happens-before the acquiring CAS that observes it, which orders the critical sections.
 */
public class WeakCasAcquireReleaseLock {
    private static final VarHandle STATE;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(WeakCasAcquireReleaseLock.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int state;
    final StringBuilder journal = new StringBuilder();

    void lock() {
        long deadline = Waits.deadline();
        while (!STATE.weakCompareAndSetAcquire(this, 0, 1)) {
            Waits.spin(deadline);
        }
    }

    void unlock() {
        while (!STATE.weakCompareAndSetRelease(this, 1, 0)) {
            Thread.onSpinWait(); // only spurious failures: we hold the lock
        }
    }

    public static void main(String[] args) throws Exception {
        WeakCasAcquireReleaseLock p = new WeakCasAcquireReleaseLock();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    p.lock();
                    try {
                        p.journal.append(id % 10);
                    } finally {
                        p.unlock();
                    }
                }
            }, "journaler-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.journal.length() != 200 * n) {
            throw new AssertionError(p.journal.length());
        }
    }
}
