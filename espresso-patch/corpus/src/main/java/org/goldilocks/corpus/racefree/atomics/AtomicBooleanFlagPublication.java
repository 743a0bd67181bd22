package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicBoolean;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Plain data published through an AtomicBoolean flag: set() has the memory effects of a volatile
 * write and get() of a volatile read (java.util.concurrent.atomic package docs), so readers that see
 * true see the data.
 */
public class AtomicBooleanFlagPublication {
    int[] table;
    String label;
    final AtomicBoolean ready = new AtomicBoolean();

    public static void main(String[] args) throws Exception {
        AtomicBooleanFlagPublication p = new AtomicBooleanFlagPublication();
        int n = Threads.count(args, 4);
        int[] seen = new int[n - 1];
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            int id = i;
            readers[i] = new Thread(() -> {
                long deadline = Waits.deadline();
                while (!p.ready.get()) {
                    Waits.spin(deadline);
                }
                seen[id] = p.table[2] + p.label.length();
            }, "reader-" + i);
            readers[i].start();
        }
        Thread writer = new Thread(() -> {
            p.table = new int[] {1, 2, 3};
            p.label = "abc";
            p.ready.set(true);
        }, "writer");
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
        for (int s : seen) {
            if (s != 6) {
                throw new AssertionError(s);
            }
        }
    }
}
