package org.goldilocks.corpus.racefree;

/** Four threads increment a counter inside synchronized blocks on one lock. */
public class SynchronizedBlockCounter {
    private final Object lock = new Object();
    private int count;

    public static void main(String[] args) throws Exception {
        SynchronizedBlockCounter p = new SynchronizedBlockCounter();
        Thread[] ts = new Thread[4];
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
        if (p.count != 8000) {
            throw new AssertionError(p.count);
        }
    }
}
