package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Work stealing over ConcurrentLinkedDeques: each worker pushes its own chunks at the head and
 * pops them there, idle workers steal from other deques' tails. Each chunk (a plain int[] range of
 * a shared array) is processed by exactly one thread, ordered after its creation by the deque, and
 * main sums the array after join.
 */
public class ConcurrentLinkedDequeStealing {
    static final class Chunk {
        int from;
        int to;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int size = 4000;
        int[] data = new int[size];
        @SuppressWarnings("unchecked")
        ConcurrentLinkedDeque<Chunk>[] deques = new ConcurrentLinkedDeque[n];
        for (int i = 0; i < n; i++) {
            deques[i] = new ConcurrentLinkedDeque<>();
        }
        AtomicInteger remaining = new AtomicInteger(size);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                if (id == 0) {
                    for (int from = 0; from < size; from += 100) {
                        Chunk c = new Chunk();
                        c.from = from;
                        c.to = from + 100;
                        deques[0].push(c);
                    }
                }
                long deadline = Waits.deadline();
                while (remaining.get() > 0) {
                    Chunk c = deques[id].poll();
                    for (int v = 1; c == null && v < n; v++) {
                        c = deques[(id + v) % n].pollLast();
                    }
                    if (c == null) {
                        Waits.spin(deadline);
                        continue;
                    }
                    for (int k = c.from; k < c.to; k++) {
                        data[k] = k + 1;
                    }
                    remaining.addAndGet(-(c.to - c.from));
                }
            }, "worker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long sum = 0;
        for (int v : data) {
            sum += v;
        }
        if (sum != (long) size * (size + 1) / 2) {
            throw new AssertionError(sum);
        }
    }
}
