package org.goldilocks.corpus.racefree.sync;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A binary Semaphore used as a mutex around a plain ArrayList. Semaphore docs: actions prior to
 * release() happen-before actions following a successful acquire() in another thread.
 */
public class SemaphoreMutex {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        Semaphore mutex = new Semaphore(1);
        List<Integer> list = new ArrayList<>();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    try {
                        Waits.check(mutex.tryAcquire(Waits.SECONDS, Waits.UNIT), "the mutex");
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                    try {
                        list.add(id * 1000 + k);
                    } finally {
                        mutex.release();
                    }
                }
            }, "adder-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (list.size() != 200 * n) {
            throw new AssertionError(list.size());
        }
    }
}
