package org.goldilocks.corpus.racefree.sync;

import java.util.concurrent.CyclicBarrier;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * An iterative stencil: each round, every thread computes its slice of the next array from its
 * neighbours' cells of the current one, then all meet at a CyclicBarrier whose action swaps the
 * arrays (plain fields). CyclicBarrier docs: actions prior to await() happen-before the barrier
 * action, which happens-before actions following the return from await() in other threads.
 */
public class CyclicBarrierStencil {
    double[] current;
    double[] next;
    int rounds;

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int per = 16;
        int size = n * per;
        CyclicBarrierStencil p = new CyclicBarrierStencil();
        p.current = new double[size];
        p.next = new double[size];
        p.current[0] = 1000;
        CyclicBarrier barrier = new CyclicBarrier(n, () -> {
            double[] t = p.current;
            p.current = p.next;
            p.next = t;
            p.rounds++;
        });
        int rounds = 20;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int from = i * per;
            ts[i] = new Thread(() -> {
                try {
                    for (int r = 0; r < rounds; r++) {
                        double[] cur = p.current;
                        double[] nxt = p.next;
                        for (int k = from; k < from + per; k++) {
                            double left = k > 0 ? cur[k - 1] : 0;
                            double right = k < size - 1 ? cur[k + 1] : 0;
                            nxt[k] = (left + cur[k] + right) / 3;
                        }
                        barrier.await(Waits.SECONDS, Waits.UNIT);
                    }
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }, "stencil-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        double sum = 0;
        for (double v : p.current) {
            sum += v;
        }
        if (p.rounds != rounds || sum <= 0 || sum > 1000) {
            throw new AssertionError(p.rounds + " " + sum);
        }
    }
}
