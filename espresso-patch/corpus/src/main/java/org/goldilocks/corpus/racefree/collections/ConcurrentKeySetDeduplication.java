package org.goldilocks.corpus.racefree.collections;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Threads;

/**
 * Deduplication with ConcurrentHashMap.newKeySet(): exactly one thread's add() of a key returns
 * true, and only that thread processes the key (writing its own slot of a plain array); main checks
 * after join that every key was processed exactly once.
 */
public class ConcurrentKeySetDeduplication {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int keys = 200;
        Set<Integer> seen = ConcurrentHashMap.newKeySet();
        int[] processedBy = new int[keys];
        AtomicInteger processed = new AtomicInteger();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i + 1;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < keys; k++) {
                    int key = (k * 7 + id * 13) % keys;
                    if (seen.add(key)) {
                        processedBy[key] = id;
                        processed.incrementAndGet();
                    }
                }
            }, "deduper-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int k = 0; k < keys; k++) {
            if (processedBy[k] == 0) {
                throw new AssertionError("key " + k + " never processed");
            }
        }
        if (processed.get() != keys) {
            throw new AssertionError(processed.get());
        }
    }
}
