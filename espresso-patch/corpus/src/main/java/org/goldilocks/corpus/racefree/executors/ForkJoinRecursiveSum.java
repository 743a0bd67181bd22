package org.goldilocks.corpus.racefree.executors;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A RecursiveTask sums a plain long[] by forking halves; each subtask also writes its partial sum
 * into its own slot of a second array, which the parent reads after join(). ForkJoinTask docs: a
 * task's actions happen-before the return from its join() (and from the pool's invoke()).
 */
public class ForkJoinRecursiveSum {
    static final class Sum extends RecursiveTask<Long> {
        final long[] data;
        final long[] partials;
        final int from;
        final int to;
        final int slot;

        Sum(long[] data, long[] partials, int from, int to, int slot) {
            this.data = data;
            this.partials = partials;
            this.from = from;
            this.to = to;
            this.slot = slot;
        }

        @Override
        protected Long compute() {
            long s = 0;
            if (to - from <= 256) {
                for (int k = from; k < to; k++) {
                    s += data[k];
                }
            } else {
                int mid = (from + to) >>> 1;
                Sum left = new Sum(data, partials, from, mid, 2 * slot + 1);
                Sum right = new Sum(data, partials, mid, to, 2 * slot + 2);
                left.fork();
                long r = right.compute();
                long l = left.join();
                if (partials[left.slot] != l) {
                    throw new AssertionError("left partial");
                }
                s = l + r;
            }
            partials[slot] = s;
            return s;
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        long[] data = new long[8192];
        for (int k = 0; k < data.length; k++) {
            data[k] = k;
        }
        long[] partials = new long[128];
        ForkJoinPool pool = new ForkJoinPool(n);
        try {
            long total = pool.invoke(new Sum(data, partials, 0, data.length, 0));
            if (total != 8192L * 8191 / 2 || partials[0] != total) {
                throw new AssertionError(total);
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}
