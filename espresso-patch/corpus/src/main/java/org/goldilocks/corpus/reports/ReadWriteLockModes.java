package org.goldilocks.corpus.reports;

import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.goldilocks.corpus.support.Signal;

/**
 * Report subject: a writer stores a field holding the write lock of one ReentrantReadWriteLock,
 * main reads it holding the read lock of another. The race: main's read (CURRENT) with the
 * writer's write (EARLIER); the report names each read-write lock with the half held.
 */
public class ReadWriteLockModes {
    private final ReentrantReadWriteLock guardA = new ReentrantReadWriteLock();
    private final ReentrantReadWriteLock guardB = new ReentrantReadWriteLock();
    int value;

    public static void main(String[] args) throws Exception {
        ReadWriteLockModes p = new ReadWriteLockModes();
        Warm.signals();
        Warm.locks();
        Signal written = new Signal();
        Thread t = Signal.start("rw-writer", () -> {
            p.guardA.writeLock().lock();
            try {
                p.value = 7; // EARLIER
            } finally {
                p.guardA.writeLock().unlock();
            }
            written.raise();
        });
        System.out.println("IDS " + ReadWriteLockModes.class.getSimpleName() + " main=" + Thread.currentThread().threadId()
                        + " rw-writer=" + t.threadId()
                        + " guardA=java.util.concurrent.locks.ReentrantReadWriteLock@" + Integer.toHexString(System.identityHashCode(p.guardA))
                        + " guardB=java.util.concurrent.locks.ReentrantReadWriteLock@" + Integer.toHexString(System.identityHashCode(p.guardB)));
        written.await();
        int seen;
        p.guardB.readLock().lock();
        try {
            seen = p.value; // CURRENT
        } finally {
            p.guardB.readLock().unlock();
        }
        t.join();
        System.out.println("seen " + seen);
    }
}
