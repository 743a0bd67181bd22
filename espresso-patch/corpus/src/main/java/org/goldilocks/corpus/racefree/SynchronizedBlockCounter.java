package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/** Four threads increment a counter inside synchronized blocks on one lock. */
public class SynchronizedBlockCounter {
    private final Object lock = new Object();
    private int count;

    public static void main(String[] args) throws Exception {
        SynchronizedBlockCounter p = new SynchronizedBlockCounter();
        Thread[] ts = new Thread[Threads.count(args, 4)];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int j = 0; j < 2000; j++) {
                    synchronized (p.lock) {
                        p.count++;
                    }
                }
            }, "incrementer-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.count != 2000 * ts.length) {
            throw new AssertionError(p.count);
        }
    }
}
