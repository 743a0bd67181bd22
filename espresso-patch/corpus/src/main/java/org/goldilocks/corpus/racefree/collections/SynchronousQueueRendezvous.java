package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.SynchronousQueue;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Direct handoff through SynchronousQueues (fair and unfair): every put waits for a take, and the
 * element's plain fields written before offer are read after poll (BlockingQueue memory
 * consistency effects).
 */
public class SynchronousQueueRendezvous {
    static final class Baton {
        int lap;
        String runner;
    }

    public static void main(String[] args) throws Exception {
        int pairs = Math.max(1, Threads.count(args, 4) / 2);
        int laps = 100;
        Thread[] ts = new Thread[2 * pairs];
        int[] received = new int[pairs];
        for (int i = 0; i < pairs; i++) {
            SynchronousQueue<Baton> q = new SynchronousQueue<>(i % 2 == 0);
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < laps; k++) {
                        Baton b = new Baton();
                        b.lap = k;
                        b.runner = "runner-" + id;
                        Waits.check(q.offer(b, Waits.SECONDS, Waits.UNIT), "a taker");
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "giver-" + i);
            ts[pairs + i] = new Thread(() -> {
                try {
                    for (int k = 0; k < laps; k++) {
                        Baton b = Waits.check(q.poll(Waits.SECONDS, Waits.UNIT), "a baton");
                        if (b.lap != k || !b.runner.equals("runner-" + id)) {
                            throw new AssertionError("lap " + k);
                        }
                        received[id]++;
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "taker-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int r : received) {
            if (r != laps) {
                throw new AssertionError(r);
            }
        }
    }
}
