package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Signal;

/** The writer updates under a ReentrantLock, the reader forgets to take it: a lock orders only accesses made while holding it. */
public class LockOnlyOnWriter {
    private final ReentrantLock lock = new ReentrantLock();
    long balance;

    public static void main(String[] args) throws Exception {
        LockOnlyOnWriter p = new LockOnlyOnWriter();
        Signal deposited = new Signal();
        Thread t = Signal.start("depositor", () -> {
            p.lock.lock();
            try {
                p.balance += 100;
            } finally {
                p.lock.unlock();
            }
            deposited.raise();
        });
        deposited.await();
        long b = p.balance; // RACE read LockOnlyOnWriter.balance
        t.join();
        if (b != 100) {
            throw new AssertionError(b);
        }
    }
}
