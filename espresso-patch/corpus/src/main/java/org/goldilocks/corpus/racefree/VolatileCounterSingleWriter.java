package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/** One writer increments a volatile counter; readers poll it. Volatile accesses never race. */
public class VolatileCounterSingleWriter {
    volatile long progress;

    public static void main(String[] args) throws Exception {
        VolatileCounterSingleWriter p = new VolatileCounterSingleWriter();
        Thread writer = new Thread(() -> {
            for (int i = 0; i < 1000; i++) {
                p.progress++;
            }
        }, "writer");
        Thread[] readers = new Thread[Threads.count(args, 3) - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                long last = 0;
                while (last < 1000) {
                    long now = p.progress;
                    if (now < last) {
                        throw new AssertionError();
                    }
                    last = now;
                }
            }, "poller-" + i);
            readers[i].start();
        }
        writer.start();
        writer.join();
        for (Thread r : readers) {
            r.join();
        }
    }
}
