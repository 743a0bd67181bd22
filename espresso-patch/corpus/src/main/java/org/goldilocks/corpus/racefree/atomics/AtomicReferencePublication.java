package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicReference;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A mutable object built with plain writes and then published with AtomicReference.set (volatile
 * write semantics); readers that get() it (volatile read) see the writes made before the set.
 */
public class AtomicReferencePublication {
    static final class Config {
        String host;
        int port;
        int[] weights;
    }

    public static void main(String[] args) throws Exception {
        AtomicReference<Config> current = new AtomicReference<>();
        int n = Threads.count(args, 4);
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                Config c;
                long deadline = Waits.deadline();
                while ((c = current.get()) == null) {
                    Waits.spin(deadline);
                }
                if (!c.host.equals("db") || c.port != 5432 || c.weights[1] != 20) {
                    throw new AssertionError("incomplete config");
                }
            }, "reader-" + i);
            readers[i].start();
        }
        Thread writer = new Thread(() -> {
            Config c = new Config();
            c.host = "db";
            c.port = 5432;
            c.weights = new int[] {10, 20};
            current.set(c);
        }, "writer");
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}
