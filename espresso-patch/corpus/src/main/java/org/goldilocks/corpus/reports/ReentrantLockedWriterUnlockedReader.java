package org.goldilocks.corpus.reports;

import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Signal;

/**
 * Report subject: a writer stores a field holding a ReentrantLock, main then reads it holding
 * none (the shape of Caffeine's FrequencySketch.table, written under the cache's eviction lock).
 * The race: main's read (CURRENT) with the writer's write (EARLIER); the report names the
 * ReentrantLock for the writer and no locks for main. Prints the ids and the lock's name first.
 */
public class ReentrantLockedWriterUnlockedReader {
    private final ReentrantLock lock = new ReentrantLock();
    int value;

    public static void main(String[] args) throws Exception {
        ReentrantLockedWriterUnlockedReader p = new ReentrantLockedWriterUnlockedReader();
        Warm.signals();
        Warm.locks();
        Signal written = new Signal();
        Thread t = Signal.start("juc-writer", () -> {
            p.lock.lock();
            try {
                p.value = 7; // EARLIER
            } finally {
                p.lock.unlock();
            }
            written.raise();
        });
        System.out.println("IDS " + ReentrantLockedWriterUnlockedReader.class.getSimpleName() + " main=" + Thread.currentThread().threadId()
                        + " juc-writer=" + t.threadId() + " lock=java.util.concurrent.locks.ReentrantLock@" + Integer.toHexString(System.identityHashCode(p.lock)));
        written.await();
        int seen = p.value; // CURRENT
        t.join();
        System.out.println("seen " + seen);
    }
}
