package org.goldilocks.corpus.racefree.arrays;

import java.util.Arrays;
import java.util.concurrent.CyclicBarrier;

/**
 * An array kernel over arrays long enough for compact element runs (docs/engine.md, "Element runs"):
 * two threads own a band each (the boundary, 500, falls inside a 64-element run, and the arrays end
 * in a short run), and phases separated by a CyclicBarrier: write the own band; read all of one
 * array (the other band too) while writing the own band of another; read-modify-write the own band;
 * copy the own band with System.arraycopy and Arrays.fill part of it. Every cross-band access is
 * ordered by a barrier (await is a release and an acquire of the barrier's lock).
 */
public class BarrierSweepsOverRuns {
    static final int N = 1000;

    public static void main(String[] args) throws Exception {
        double[] a = new double[N];
        double[] b = new double[N];
        double[] c = new double[N];
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread[] workers = new Thread[2];
        for (int w = 0; w < 2; w++) {
            int from = w * N / 2;
            int to = (w + 1) * N / 2;
            workers[w] = new Thread(() -> {
                try {
                    for (int round = 0; round < 3; round++) {
                        for (int i = from; i < to; i++) {
                            a[i] = i + round;
                        }
                        barrier.await();
                        double sum = 0;
                        for (int i = 0; i < N; i++) {
                            sum += a[i];
                        }
                        for (int i = from; i < to; i++) {
                            b[i] = sum + a[N - 1 - i];
                        }
                        barrier.await();
                        for (int i = from; i < to; i++) {
                            b[i] = b[i] - sum;
                        }
                        System.arraycopy(b, from, c, from, to - from);
                        Arrays.fill(c, from, from + 10, -1);
                        barrier.await();
                    }
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            }, "band-" + w);
            workers[w].start();
        }
        for (Thread t : workers) {
            t.join();
        }
        for (int i = 0; i < N; i++) {
            double expected = (i % (N / 2)) < 10 ? -1 : N - 1 - i + 2;
            if (c[i] != expected) {
                throw new AssertionError("c[" + i + "] = " + c[i] + ", expected " + expected);
            }
        }
    }
}
