package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.corpus.support.StartGate;
import org.goldilocks.corpus.support.Threads;

/**
 * Threads released together insert and remove their own keys of one ConcurrentHashMap while
 * reading its size. Contention on the map's element count sends updates to its striped
 * CounterCell array, whose slots the JDK writes under a CAS spinlock and reads without it (a
 * benign race inside ConcurrentHashMap, like LongAdder's); none of it is the program's data.
 * After join, the size must equal what the threads left in the map.
 */
public class ConcurrentHashMapContendedSize {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int perThread = 3000;
        ConcurrentHashMap<Integer, Integer> map = new ConcurrentHashMap<>();
        StartGate go = new StartGate();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int base = i * perThread;
            ts[i] = new Thread(() -> {
                go.await();
                long seen = 0;
                for (int k = 0; k < perThread; k++) {
                    map.put(base + k, k);
                    if (k % 2 == 1) {
                        map.remove(base + k - 1);
                    }
                    seen += map.size();
                }
                if (seen < 0) {
                    throw new AssertionError(seen);
                }
            }, "counter-" + i);
            ts[i].start();
        }
        go.open();
        for (Thread t : ts) {
            t.join();
        }
        int expected = n * perThread / 2;
        if (map.size() != expected || map.mappingCount() != expected) {
            throw new AssertionError(map.size() + " != " + expected);
        }
    }
}
