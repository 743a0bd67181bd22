package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** Each thread holds a lock, but not the same one. */
public class DifferentLocks {
    private final Object lockA = new Object();
    private final Object lockB = new Object();
    int balance;

    public static void main(String[] args) throws Exception {
        DifferentLocks p = new DifferentLocks();
        Signal deposited = new Signal();
        Thread t = Signal.start("depositor", () -> {
            synchronized (p.lockA) {
                p.balance += 100;
            }
            deposited.raise();
        });
        deposited.await();
        synchronized (p.lockB) {
            p.balance -= 50; // RACE read DifferentLocks.balance
        }
        t.join();
    }
}
