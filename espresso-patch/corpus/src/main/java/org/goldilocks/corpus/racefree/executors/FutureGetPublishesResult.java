package org.goldilocks.corpus.racefree.executors;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Tasks build mutable result objects (plain fields, a plain array) and return them; main reads
 * them after Future.get(). ExecutorService docs: actions taken by a task happen-before the result
 * is retrieved via Future.get().
 */
public class FutureGetPublishesResult {
    static final class Stats {
        long sum;
        int count;
        int[] histogram = new int[4];
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            List<Future<Stats>> futures = new ArrayList<>();
            for (int i = 0; i < 2 * n; i++) {
                int from = i * 100;
                Callable<Stats> task = () -> {
                    Stats s = new Stats();
                    for (int k = from; k < from + 100; k++) {
                        s.sum += k;
                        s.count++;
                        s.histogram[k % 4]++;
                    }
                    return s;
                };
                futures.add(pool.submit(task));
            }
            long total = 0;
            int count = 0;
            for (Future<Stats> f : futures) {
                Stats s = f.get(Waits.SECONDS, Waits.UNIT);
                total += s.sum;
                count += s.count;
                if (s.histogram[3] != 25) {
                    throw new AssertionError(s.histogram[3]);
                }
            }
            long m = 200L * n;
            if (count != m || total != m * (m - 1) / 2) {
                throw new AssertionError(total);
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}
