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
 * invokeAll on tasks that each write their own slice of a shared plain array and return a count;
 * main calls get() on every future (each task's actions happen-before its get returns) and then
 * reads the whole array.
 */
public class InvokeAllSideEffects {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int per = 250;
        int tasks = 2 * n;
        double[] out = new double[tasks * per];
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            List<Callable<Integer>> work = new ArrayList<>();
            for (int i = 0; i < tasks; i++) {
                int from = i * per;
                work.add(() -> {
                    for (int k = from; k < from + per; k++) {
                        out[k] = Math.sqrt(k);
                    }
                    return per;
                });
            }
            int written = 0;
            for (Future<Integer> f : pool.invokeAll(work, Waits.SECONDS, Waits.UNIT)) {
                written += f.get();
            }
            for (int k = 0; k < out.length; k++) {
                if (out[k] != Math.sqrt(k)) {
                    throw new AssertionError("element " + k);
                }
            }
            if (written != out.length) {
                throw new AssertionError(written);
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}
