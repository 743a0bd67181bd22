package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Lock-free handoff through a ConcurrentLinkedQueue: producers offer jobs whose plain fields are
 * written before offer(); consumers poll them and read the fields (concurrent-collection
 * memory consistency effects).
 */
public class ConcurrentLinkedQueueHandoff {
    static final class Job {
        int id;
        int[] input;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int producers = n / 2;
        int consumers = n - producers;
        int per = 200;
        ConcurrentLinkedQueue<Job> queue = new ConcurrentLinkedQueue<>();
        AtomicInteger left = new AtomicInteger(producers * per);
        long[] sums = new long[consumers];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < producers; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 1; k <= per; k++) {
                    Job j = new Job();
                    j.id = k;
                    j.input = new int[] {k, k};
                    queue.offer(j);
                }
            }, "producer-" + i);
        }
        for (int i = 0; i < consumers; i++) {
            int id = i;
            ts[producers + i] = new Thread(() -> {
                long s = 0;
                long deadline = Waits.deadline();
                while (left.get() > 0) {
                    Job j = queue.poll();
                    if (j == null) {
                        Waits.spin(deadline);
                        continue;
                    }
                    s += j.input[0] + j.input[1] - j.id;
                    left.decrementAndGet();
                }
                sums[id] = s;
            }, "consumer-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long all = 0;
        for (long s : sums) {
            all += s;
        }
        if (all != (long) producers * per * (per + 1) / 2 || !queue.isEmpty()) {
            throw new AssertionError(all);
        }
    }
}
