package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * An owner-recording lock on AtomicInteger.compareAndExchangeAcquire (0 -> owner id) released with
 * setRelease(0): the release write happens-before the acquiring compareAndExchange that observes
 * it (Lea, "Using JDK 9 Memory Order Modes"), so the plain list and counter stay consistent.
 */
public class CompareAndExchangeLock {
    private final AtomicInteger owner = new AtomicInteger();
    private final StringBuilder log = new StringBuilder();
    private int entries;

    void lock(int id) {
        long deadline = Waits.deadline();
        while (owner.compareAndExchangeAcquire(0, id) != 0) {
            Waits.spin(deadline);
        }
    }

    void unlock() {
        owner.setRelease(0);
    }

    public static void main(String[] args) throws Exception {
        CompareAndExchangeLock p = new CompareAndExchangeLock();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i + 1;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    p.lock(id);
                    try {
                        p.entries++;
                        p.log.append((char) ('a' + id % 26));
                    } finally {
                        p.unlock();
                    }
                }
            }, "locker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.entries != 200 * n || p.log.length() != 200 * n) {
            throw new AssertionError(p.entries + " " + p.log.length());
        }
    }
}
