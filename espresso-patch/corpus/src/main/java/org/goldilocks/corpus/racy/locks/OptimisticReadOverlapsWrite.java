package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.StampedLock;

import org.goldilocks.corpus.support.Signal;

/**
 * A StampedLock optimistic read that overlaps a write: the fields read between tryOptimisticRead
 * and validate race with the writer (StampedLock docs: ordering holds "only if a later validate
 * returns true"; here it returns false). Optimistic reading is racy by design, and this run races.
 */
public class OptimisticReadOverlapsWrite {
    private final StampedLock sl = new StampedLock();
    private double x;

    public static void main(String[] args) throws Exception {
        OptimisticReadOverlapsWrite p = new OptimisticReadOverlapsWrite();
        Signal stamped = new Signal();
        Signal written = new Signal();
        Thread writer = Signal.start("writer", () -> {
            stamped.await();
            long ws = p.sl.writeLock();
            try {
                p.x = 5;
            } finally {
                p.sl.unlockWrite(ws);
            }
            written.raise();
        });
        long stamp = p.sl.tryOptimisticRead();
        stamped.raise();
        written.await();
        double cx = p.x; // RACE read OptimisticReadOverlapsWrite.x
        if (!p.sl.validate(stamp)) {
            long rs = p.sl.readLock();
            try {
                cx = p.x;
            } finally {
                p.sl.unlockRead(rs);
            }
        }
        writer.join();
        if (cx != 5) {
            throw new AssertionError(cx);
        }
    }
}
