package org.goldilocks.corpus.racefree.locks;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.goldilocks.corpus.support.Threads;

/**
 * A plain HashMap cache behind a ReentrantReadWriteLock: readers share the read lock, writers take
 * the write lock. ReadWriteLock docs: a successful read-lock acquisition sees all updates made on
 * release of the previous write lock; readers only read, so concurrent readers never conflict.
 */
public class ReadWriteLockCache {
    private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    private final Map<Integer, String> map = new HashMap<>();

    String get(int key) {
        rw.readLock().lock();
        try {
            return map.get(key);
        } finally {
            rw.readLock().unlock();
        }
    }

    void put(int key, String value) {
        rw.writeLock().lock();
        try {
            map.put(key, value);
        } finally {
            rw.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        ReadWriteLockCache cache = new ReadWriteLockCache();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 300; k++) {
                    int key = (k * 13 + id) % 50;
                    String v = cache.get(key);
                    if (v == null) {
                        cache.put(key, "value-" + key);
                    } else if (!v.equals("value-" + key)) {
                        throw new AssertionError(v);
                    }
                }
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (cache.get(49) == null && cache.get(0) == null) {
            throw new AssertionError("nothing cached");
        }
    }
}
