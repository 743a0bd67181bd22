package org.goldilocks.corpus.racefree.sync;

import java.util.concurrent.CountDownLatch;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Workers write their parts and count down; main awaits the latch and reads every part without
 * joining. CountDownLatch docs: actions prior to countDown() happen-before actions following a
 * successful return from a corresponding await() in another thread.
 */
public class CountDownLatchResults {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        CountDownLatch done = new CountDownLatch(n);
        StringBuilder[] parts = new StringBuilder[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                StringBuilder sb = new StringBuilder();
                for (int k = 0; k < 50; k++) {
                    sb.append(id);
                }
                parts[id] = sb;
                done.countDown();
            }, "worker-" + i);
            ts[i].start();
        }
        Waits.check(done.await(Waits.SECONDS, Waits.UNIT), "the workers");
        for (int i = 0; i < n; i++) {
            if (parts[i].length() != 50 * Integer.toString(i).length()) {
                throw new AssertionError("part " + i);
            }
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
