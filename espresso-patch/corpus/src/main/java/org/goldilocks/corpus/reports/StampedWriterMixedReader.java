package org.goldilocks.corpus.reports;

import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.StampedLock;

import org.goldilocks.corpus.support.Signal;

/**
 * Report subject: a writer stores a field holding a StampedLock's write lock; main reads it inside
 * a synchronized block, holding a ReentrantLock taken there too. The race: main's read (CURRENT)
 * with the writer's write (EARLIER); the report names the StampedLock with its mode for the
 * writer, and for main the monitor and the ReentrantLock, in the order taken.
 */
public class StampedWriterMixedReader {
    private final StampedLock stamped = new StampedLock();
    private final Object monitor = new Object();
    private final ReentrantLock inner = new ReentrantLock();
    int value;

    public static void main(String[] args) throws Exception {
        StampedWriterMixedReader p = new StampedWriterMixedReader();
        Warm.signals();
        Warm.locks();
        Signal written = new Signal();
        Thread t = Signal.start("stamped-writer", () -> {
            long stamp = p.stamped.writeLock();
            try {
                p.value = 7; // EARLIER
            } finally {
                p.stamped.unlockWrite(stamp);
            }
            written.raise();
        });
        System.out.println("IDS " + StampedWriterMixedReader.class.getSimpleName() + " main=" + Thread.currentThread().threadId()
                        + " stamped-writer=" + t.threadId()
                        + " stamped=java.util.concurrent.locks.StampedLock@" + Integer.toHexString(System.identityHashCode(p.stamped))
                        + " monitor=java.lang.Object@" + Integer.toHexString(System.identityHashCode(p.monitor))
                        + " inner=java.util.concurrent.locks.ReentrantLock@" + Integer.toHexString(System.identityHashCode(p.inner)));
        written.await();
        int seen;
        synchronized (p.monitor) {
            p.inner.lock();
            try {
                seen = p.value; // CURRENT
            } finally {
                p.inner.unlock();
            }
        }
        t.join();
        System.out.println("seen " + seen);
    }
}
