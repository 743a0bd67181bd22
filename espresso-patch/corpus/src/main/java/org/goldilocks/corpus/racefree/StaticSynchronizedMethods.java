package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/** static synchronized methods lock the Class object. */
public class StaticSynchronizedMethods {
    private static int sequence;

    static synchronized int next() {
        return ++sequence;
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[Threads.count(args, 3)];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int j = 0; j < 500; j++) {
                    next();
                }
            }, "allocator-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        synchronized (StaticSynchronizedMethods.class) {
            if (sequence != 500 * ts.length) {
                throw new AssertionError(sequence);
            }
        }
    }
}
