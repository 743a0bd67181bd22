package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.corpus.support.Threads;

/**
 * A memoizing cache: values are built inside ConcurrentHashMap.computeIfAbsent (performed
 * atomically, at most once per key) with plain field writes, and every thread that gets the value
 * reads those fields; the map's publication guarantee orders the construction before the reads.
 */
public class ComputeIfAbsentLazyValues {
    static final class Expensive {
        int key;
        long[] table;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        ConcurrentHashMap<Integer, Expensive> cache = new ConcurrentHashMap<>();
        int[] builds = new int[1];
        Object buildsLock = new Object();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    int key = (k * 3 + id) % 20;
                    Expensive e = cache.computeIfAbsent(key, x -> {
                        synchronized (buildsLock) {
                            builds[0]++;
                        }
                        Expensive v = new Expensive();
                        v.key = x;
                        v.table = new long[] {x, (long) x * x};
                        return v;
                    });
                    if (e.key != key || e.table[1] != (long) key * key) {
                        throw new AssertionError("key " + key);
                    }
                }
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (builds[0] != 20) {
            throw new AssertionError("built " + builds[0] + " values for 20 keys");
        }
    }
}
