package org.goldilocks.corpus.racefree.collections;

import java.util.Hashtable;
import java.util.Vector;

import org.goldilocks.corpus.support.Threads;

/**
 * Vector and Hashtable shared between threads: every public method is synchronized on the
 * collection, so all accesses to their internals are ordered by that monitor; iteration holds it
 * explicitly, as their javadoc requires for compound actions.
 */
public class LegacySynchronizedCollections {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        Vector<Integer> vector = new Vector<>();
        Hashtable<Integer, String> table = new Hashtable<>();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 150; k++) {
                    vector.add(id);
                    table.put(id * 1000 + k, "v" + k);
                    if (k % 50 == 0) {
                        synchronized (vector) {
                            int count = 0;
                            for (Integer x : vector) {
                                count += x == id ? 1 : 0;
                            }
                            if (count == 0) {
                                throw new AssertionError("lost my element");
                            }
                        }
                    }
                }
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (vector.size() != 150 * n || table.size() != 150 * n) {
            throw new AssertionError(vector.size() + " " + table.size());
        }
    }
}
