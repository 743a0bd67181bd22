package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.goldilocks.corpus.support.Signal;

/**
 * Two threads update a field while holding the read lock of the same ReentrantReadWriteLock: read
 * locks are shared, so the second thread gets it while the first still holds it, and their writes
 * are unordered. Reports name the read lock for both accesses; that both held it orders nothing
 * (docs/engine.md, "Report-only locks").
 */
public class WritesUnderReentrantReadLock {
    private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    int hits;

    public static void main(String[] args) throws Exception {
        WritesUnderReentrantReadLock p = new WritesUnderReentrantReadLock();
        Signal firstWrote = new Signal();
        Signal secondDone = new Signal();
        Thread a = Signal.start("reader-a", () -> {
            p.rw.readLock().lock();
            try {
                p.hits++;
                firstWrote.raise();
                secondDone.await(); // still holding the read lock
            } finally {
                p.rw.readLock().unlock();
            }
        });
        Thread b = Signal.start("reader-b", () -> {
            firstWrote.await();
            p.rw.readLock().lock(); // granted: a holds the read lock only
            try {
                p.hits++; // RACE read WritesUnderReentrantReadLock.hits
            } finally {
                p.rw.readLock().unlock();
                secondDone.raise();
            }
        });
        a.join();
        b.join();
    }
}
