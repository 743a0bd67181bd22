package org.goldilocks.corpus.racefree.sync;

import java.util.concurrent.Phaser;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A split-phase barrier: each worker writes its result, arrive()s without waiting, does unrelated
 * private work, then awaitAdvance(phase)s and reads everybody's results. Phaser docs: actions prior
 * to any form of arrive happen-before actions following the phase advance.
 */
public class PhaserSplitPhase {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        Phaser phaser = new Phaser(n);
        long[] results = new long[n];
        long[] totals = new long[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                results[id] = (id + 1) * 11L;
                int phase = phaser.arrive();
                long privateWork = 0;
                for (int k = 0; k < 1000; k++) {
                    privateWork += k % (id + 2);
                }
                try {
                    phaser.awaitAdvanceInterruptibly(phase, Waits.SECONDS, Waits.UNIT);
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
                if (privateWork <= 0) {
                    throw new AssertionError(privateWork);
                }
                long t = 0;
                for (long r : results) {
                    t += r;
                }
                totals[id] = t;
            }, "splitter-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (long t : totals) {
            if (t != 11L * n * (n + 1) / 2) {
                throw new AssertionError(t);
            }
        }
    }
}
