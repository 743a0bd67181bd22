package org.goldilocks.corpus.racefree.locks;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads take a fair ReentrantLock with tryLock(timeout) (retrying on timeout) and with
 * lockInterruptibly; only the successful acquisitions touch the shared plain list, always ordered
 * by the lock. A failed tryLock touches nothing.
 */
public class TryLockWithTimeout {
    private final ReentrantLock lock = new ReentrantLock(true);
    private final StringBuilder log = new StringBuilder();
    private int failedAttempts;

    public static void main(String[] args) throws Exception {
        TryLockWithTimeout p = new TryLockWithTimeout();
        int n = Threads.count(args, 4);
        int[] myFailures = new int[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 100; k++) {
                        if (k % 2 == 0) {
                            while (!p.lock.tryLock(1, TimeUnit.MILLISECONDS)) {
                                myFailures[id]++;
                            }
                        } else {
                            p.lock.lockInterruptibly();
                        }
                        try {
                            p.log.append('x');
                            p.failedAttempts += myFailures[id];
                            myFailures[id] = 0;
                        } finally {
                            p.lock.unlock();
                        }
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "tryer-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.log.length() != 100 * n || p.failedAttempts < 0) {
            throw new AssertionError(p.log.length());
        }
    }
}
