package org.goldilocks.corpus.racefree.locks;

import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.goldilocks.corpus.support.Threads;

/**
 * The CachedData example of the ReentrantReadWriteLock javadoc: a reader that finds the cache
 * invalid upgrades to the write lock, refills it, and downgrades to the read lock before using it.
 * All accesses to the plain fields hold the read or the write lock.
 */
public class ReadWriteLockDowngrade {
    private final ReentrantReadWriteLock rwl = new ReentrantReadWriteLock();
    private boolean cacheValid;
    private int[] data;
    private int refills;

    int useData() {
        rwl.readLock().lock();
        if (!cacheValid) {
            rwl.readLock().unlock();
            rwl.writeLock().lock();
            try {
                if (!cacheValid) {
                    data = new int[] {refills, refills + 1, refills + 2};
                    refills++;
                    cacheValid = true;
                }
                rwl.readLock().lock(); // downgrade: take the read lock before releasing the write lock
            } finally {
                rwl.writeLock().unlock();
            }
        }
        try {
            return data[2] - data[0];
        } finally {
            rwl.readLock().unlock();
        }
    }

    void invalidate() {
        rwl.writeLock().lock();
        try {
            cacheValid = false;
        } finally {
            rwl.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        ReadWriteLockDowngrade p = new ReadWriteLockDowngrade();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    if (p.useData() != 2) {
                        throw new AssertionError("inconsistent cache");
                    }
                    if ((k + id) % 50 == 0) {
                        p.invalidate();
                    }
                }
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.refills < 1) {
            throw new AssertionError(p.refills);
        }
    }
}
