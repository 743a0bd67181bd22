package org.goldilocks.corpus.racefree.sync;

import java.util.concurrent.Phaser;

import org.goldilocks.corpus.support.Threads;

/**
 * Workers register dynamically with a Phaser and run phases separated by arriveAndAwaitAdvance:
 * in each phase a worker writes its own slot and reads its neighbour's slot from the previous
 * phase. Phaser docs: actions prior to any form of arrive happen-before the phase advance and
 * onAdvance, which happen-before actions following the advance. onAdvance counts the phases in a
 * plain field.
 */
public class PhaserPhases {
    int advances;

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int phases = 10;
        PhaserPhases p = new PhaserPhases();
        Phaser phaser = new Phaser(1) { // main is registered until every worker has registered
            @Override
            protected boolean onAdvance(int phase, int registeredParties) {
                p.advances++;
                return registeredParties == 0;
            }
        };
        int[][] slots = new int[phases + 1][n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            phaser.register();
            ts[i] = new Thread(() -> {
                phaser.arriveAndAwaitAdvance(); // phase 0: everyone is here
                for (int ph = 1; ph <= phases; ph++) {
                    int neighbour = slots[ph - 1][(id + 1) % n];
                    slots[ph][id] = neighbour + 1;
                    phaser.arriveAndAwaitAdvance();
                }
                phaser.arriveAndDeregister();
            }, "phased-" + i);
            ts[i].start();
        }
        phaser.arriveAndDeregister(); // main lets phase 0 complete and leaves
        for (Thread t : ts) {
            t.join();
        }
        for (int i = 0; i < n; i++) {
            if (slots[phases][i] != phases) {
                throw new AssertionError("slot " + i + " = " + slots[phases][i]);
            }
        }
        if (!phaser.isTerminated() || p.advances != phases + 2) {
            throw new AssertionError("advances " + p.advances);
        }
    }
}
