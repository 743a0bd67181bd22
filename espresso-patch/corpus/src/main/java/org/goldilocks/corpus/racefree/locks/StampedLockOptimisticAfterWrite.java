package org.goldilocks.corpus.racefree.locks;

import java.util.concurrent.locks.StampedLock;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Threads;

/**
 * Optimistic reads that never overlap a write: the readers start their optimistic read only after
 * the writer released its write lock for the last time (an opaque signal tells them when, but gives
 * no ordering). tryOptimisticRead reads the lock state the unlockWrite wrote (StampedLock docs:
 * a successful optimistic read has the memory effects of a read-lock acquisition), so the fields
 * read between it and a successful validate are ordered after the writes.
 */
public class StampedLockOptimisticAfterWrite {
    private final StampedLock sl = new StampedLock();
    private int x;
    private int y;

    public static void main(String[] args) throws Exception {
        StampedLockOptimisticAfterWrite p = new StampedLockOptimisticAfterWrite();
        int n = Threads.count(args, 4);
        Signal written = new Signal();
        Thread writer = new Thread(() -> {
            for (int k = 1; k <= 50; k++) {
                long s = p.sl.writeLock();
                p.x = k;
                p.y = 2 * k;
                p.sl.unlockWrite(s);
            }
            written.raise();
        }, "writer");
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                written.await();
                long stamp = p.sl.tryOptimisticRead();
                int cx = p.x;
                int cy = p.y;
                if (!p.sl.validate(stamp)) {
                    throw new AssertionError("no writer is left, validation must succeed");
                }
                if (cx != 50 || cy != 100) {
                    throw new AssertionError(cx + "," + cy);
                }
            }, "optimist-" + i);
            readers[i].start();
        }
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}
