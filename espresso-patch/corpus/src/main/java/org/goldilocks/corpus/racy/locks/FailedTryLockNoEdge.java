package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Signal;

/** A tryLock() that fails acquires nothing: reading the holder's data after it is not ordered with the holder's writes. */
public class FailedTryLockNoEdge {
    private final ReentrantLock lock = new ReentrantLock();
    int progress;

    public static void main(String[] args) throws Exception {
        FailedTryLockNoEdge p = new FailedTryLockNoEdge();
        Signal wrote = new Signal();
        Signal peeked = new Signal();
        Thread holder = Signal.start("holder", () -> {
            p.lock.lock();
            try {
                p.progress = 50;
                wrote.raise();
                peeked.await();
            } finally {
                p.lock.unlock();
            }
        });
        wrote.await();
        try {
            if (p.lock.tryLock()) {
                p.lock.unlock();
                throw new AssertionError("the lock is held");
            }
            int seen = p.progress; // RACE read FailedTryLockNoEdge.progress
            if (seen != 50) {
                throw new AssertionError(seen);
            }
        } finally {
            peeked.raise();
        }
        holder.join();
    }
}
