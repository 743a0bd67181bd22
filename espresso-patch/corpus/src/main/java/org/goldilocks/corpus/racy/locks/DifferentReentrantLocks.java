package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Signal;

/** Two threads each hold a ReentrantLock while updating a field, but not the same lock. */
public class DifferentReentrantLocks {
    private final Lock accountLock = new ReentrantLock();
    private final Lock auditLock = new ReentrantLock();
    int balance;

    public static void main(String[] args) throws Exception {
        DifferentReentrantLocks p = new DifferentReentrantLocks();
        Signal deposited = new Signal();
        Thread t = Signal.start("depositor", () -> {
            p.accountLock.lock();
            try {
                p.balance += 100;
            } finally {
                p.accountLock.unlock();
            }
            deposited.raise();
        });
        deposited.await();
        p.auditLock.lock();
        try {
            p.balance -= 1; // RACE read DifferentReentrantLocks.balance
        } finally {
            p.auditLock.unlock();
        }
        t.join();
    }
}
