package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicBoolean;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A test-and-test-and-set spin lock on an AtomicBoolean guards a plain counter and a plain array:
 * the unlocking set(false) is a volatile write and the next successful compareAndSet reads it, so
 * each critical section happens-before the next one.
 */
public class AtomicSpinLock {
    private final AtomicBoolean locked = new AtomicBoolean();
    private long count;
    private final int[] histogram = new int[10];

    void lock() {
        while (true) {
            long deadline = Waits.deadline();
            while (locked.get()) {
                Waits.spin(deadline);
            }
            if (locked.compareAndSet(false, true)) {
                return;
            }
        }
    }

    void unlock() {
        locked.set(false);
    }

    public static void main(String[] args) throws Exception {
        AtomicSpinLock p = new AtomicSpinLock();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 500; k++) {
                    p.lock();
                    try {
                        p.count++;
                        p.histogram[k % 10]++;
                    } finally {
                        p.unlock();
                    }
                }
            }, "spinner-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.count != 500L * n || p.histogram[3] != 50 * n) {
            throw new AssertionError(p.count);
        }
    }
}
