package org.goldilocks.corpus.compat;

import java.util.concurrent.atomic.AtomicLong;

import org.goldilocks.corpus.workloads.Workload;
import org.jctools.queues.MpscArrayQueue;
import org.jctools.queues.SpscArrayQueue;

/**
 * JCTools' lock-free bounded queues (ordered and volatile accesses through Unsafe, padding): an
 * MPSC queue with two producers and one consumer, then an SPSC queue; small capacities, so
 * producers find them full and spin. Every element arrives once: the sums match.
 */
public class JctoolsQueues {
    public static void main(String[] args) throws Exception {
        int n = Workload.size(args, 20_000);
        MpscArrayQueue<Long> mpsc = new MpscArrayQueue<>(64);
        Thread[] producers = new Thread[2];
        for (int p = 0; p < producers.length; p++) {
            long first = p;
            producers[p] = new Thread(() -> {
                for (long v = first; v < 2L * n; v += 2) {
                    while (!mpsc.offer(v)) {
                        Thread.onSpinWait();
                    }
                }
            });
            producers[p].start();
        }
        long sum = drain(mpsc, 2L * n);
        for (Thread p : producers) {
            p.join();
        }
        long expected = (2L * n - 1) * (2L * n) / 2;
        Workload.check(sum == expected, "mpsc sum " + sum + ", expected " + expected);

        SpscArrayQueue<Long> spsc = new SpscArrayQueue<>(32);
        AtomicLong spscSum = new AtomicLong();
        Thread consumer = new Thread(() -> spscSum.set(drain(spsc, n)));
        consumer.start();
        for (long v = 0; v < n; v++) {
            while (!spsc.offer(v)) {
                Thread.onSpinWait();
            }
        }
        consumer.join();
        Workload.check(spscSum.get() == (long) (n - 1) * n / 2, "spsc sum " + spscSum.get());
        Workload.finish("mpsc " + sum + " spsc " + spscSum.get());
    }

    private static long drain(java.util.Queue<Long> queue, long count) {
        long sum = 0;
        for (long got = 0; got < count;) {
            Long v = queue.poll();
            if (v == null) {
                Thread.onSpinWait();
            } else {
                sum += v;
                got++;
            }
        }
        return sum;
    }
}
