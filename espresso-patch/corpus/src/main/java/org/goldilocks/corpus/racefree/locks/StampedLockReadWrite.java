package org.goldilocks.corpus.racefree.locks;

import java.util.concurrent.locks.StampedLock;

import org.goldilocks.corpus.support.Threads;

/**
 * The Point example of the StampedLock javadoc without the optimistic read: moves under writeLock,
 * reads under readLock, and a conditional move that upgrades a read stamp with tryConvertToWriteLock.
 * StampedLock docs: its lock methods have the memory effects of Lock's.
 */
public class StampedLockReadWrite {
    private final StampedLock sl = new StampedLock();
    private double x;
    private double y;

    void move(double dx, double dy) {
        long stamp = sl.writeLock();
        try {
            x += dx;
            y += dy;
        } finally {
            sl.unlockWrite(stamp);
        }
    }

    double sum() {
        long stamp = sl.readLock();
        try {
            return x + y;
        } finally {
            sl.unlockRead(stamp);
        }
    }

    void moveIfAtOrigin(double newX, double newY) {
        long stamp = sl.readLock();
        try {
            while (x == 0.0 && y == 0.0) {
                long ws = sl.tryConvertToWriteLock(stamp);
                if (ws != 0L) {
                    stamp = ws;
                    x = newX;
                    y = newY;
                    break;
                } else {
                    sl.unlockRead(stamp);
                    stamp = sl.writeLock();
                }
            }
        } finally {
            sl.unlock(stamp);
        }
    }

    public static void main(String[] args) throws Exception {
        StampedLockReadWrite p = new StampedLockReadWrite();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                p.moveIfAtOrigin(1, 1);
                for (int k = 0; k < 200; k++) {
                    p.move(1, -1);
                    if (p.sum() != 2.0) {
                        throw new AssertionError(p.sum());
                    }
                }
            }, "mover-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.sum() != 2.0) {
            throw new AssertionError(p.sum());
        }
    }
}
