package org.goldilocks.corpus.racefree.locks;

import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads update plain state inside lock()/unlock() of one ReentrantLock (re-entered once per
 * update). Lock docs: a successful lock has the same memory semantics as a monitor enter, unlock as
 * a monitor exit, so the critical sections are ordered.
 */
public class ReentrantLockCounter {
    private final ReentrantLock lock = new ReentrantLock();
    private long count;
    private final int[] perThread;

    ReentrantLockCounter(int n) {
        perThread = new int[n];
    }

    void add(int id) {
        lock.lock();
        try {
            count++;
            bump(id);
        } finally {
            lock.unlock();
        }
    }

    private void bump(int id) {
        lock.lock(); // re-entrant
        try {
            perThread[id]++;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        ReentrantLockCounter p = new ReentrantLockCounter(n);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 500; k++) {
                    p.add(id);
                }
            }, "adder-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        p.lock.lock();
        try {
            if (p.count != 500L * n || p.perThread[n - 1] != 500) {
                throw new AssertionError(p.count);
            }
        } finally {
            p.lock.unlock();
        }
    }
}
