package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.StampedLock;

import org.goldilocks.corpus.support.Signal;

/**
 * Two threads update a field while holding a StampedLock's read lock: read locks are shared, so
 * the second thread gets its stamp while the first still holds one, and their writes are unordered.
 */
public class WritesUnderSharedReadLock {
    private final StampedLock sl = new StampedLock();
    int hits;

    public static void main(String[] args) throws Exception {
        WritesUnderSharedReadLock p = new WritesUnderSharedReadLock();
        Signal firstWrote = new Signal();
        Signal secondDone = new Signal();
        Thread a = Signal.start("reader-a", () -> {
            long s = p.sl.readLock();
            try {
                p.hits++;
                firstWrote.raise();
                secondDone.await(); // still holding the read lock
            } finally {
                p.sl.unlockRead(s);
            }
        });
        Thread b = Signal.start("reader-b", () -> {
            firstWrote.await();
            long s = p.sl.readLock(); // granted: a holds a read lock only
            try {
                p.hits++; // RACE read WritesUnderSharedReadLock.hits
            } finally {
                p.sl.unlockRead(s);
                secondDone.raise();
            }
        });
        a.join();
        b.join();
    }
}
