package org.goldilocks.corpus.racefree.sync;

import java.util.concurrent.CountDownLatch;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * The start gate / end gate pattern of the CountDownLatch javadoc: workers are started first and
 * block on the start gate; main writes the configuration after starting them and then opens the
 * gate (countDown happens-before the return from await); the workers' results come back through
 * the end gate.
 */
public class CountDownLatchStartGate {
    int[] config;
    final long[] results;

    CountDownLatchStartGate(int n) {
        results = new long[n];
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        CountDownLatchStartGate p = new CountDownLatchStartGate(n);
        CountDownLatch startGate = new CountDownLatch(1);
        CountDownLatch endGate = new CountDownLatch(n);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    Waits.check(startGate.await(Waits.SECONDS, Waits.UNIT), "the start gate");
                    long s = 0;
                    for (int c : p.config) {
                        s += (long) c * (id + 1);
                    }
                    p.results[id] = s;
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                } finally {
                    endGate.countDown();
                }
            }, "worker-" + i);
            ts[i].start();
        }
        p.config = new int[] {1, 2, 3, 4}; // written after the workers started
        startGate.countDown();
        Waits.check(endGate.await(Waits.SECONDS, Waits.UNIT), "the end gate");
        for (int i = 0; i < n; i++) {
            if (p.results[i] != 10L * (i + 1)) {
                throw new AssertionError("worker " + i + ": " + p.results[i]);
            }
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
