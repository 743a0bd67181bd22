package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Signal;

/** The writer updates one field inside lock()/unlock() and another just after unlock(): the next lock() orders only the first. */
public class WriteAfterUnlockLock {
    private final ReentrantLock lock = new ReentrantLock();
    int count;
    long lastUpdate;

    public static void main(String[] args) throws Exception {
        WriteAfterUnlockLock p = new WriteAfterUnlockLock();
        Signal updated = new Signal();
        Thread t = Signal.start("updater", () -> {
            p.lock.lock();
            try {
                p.count++;
            } finally {
                p.lock.unlock();
            }
            p.lastUpdate = 123;
            updated.raise();
        });
        updated.await();
        p.lock.lock();
        try {
            int c = p.count;
            long last = p.lastUpdate; // RACE read WriteAfterUnlockLock.lastUpdate
            if (c != 1 || last != 123) {
                throw new AssertionError(c + " " + last);
            }
        } finally {
            p.lock.unlock();
        }
        t.join();
    }
}
