package org.goldilocks.corpus.compat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

import org.goldilocks.corpus.workloads.Workload;

import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;
import com.google.common.util.concurrent.AtomicLongMap;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.ListeningExecutorService;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.Striped;

/**
 * Guava's concurrency utilities from four threads: a ListeningExecutorService and
 * Futures.allAsList, a bounded LoadingCache, an AtomicLongMap, and Striped locks guarding plain
 * counters. Every count and every cached value is checked.
 */
public class GuavaConcurrency {
    private static final int TASKS = 8;
    private static final int STRIPES = 4;

    public static void main(String[] args) throws Exception {
        int perTask = Workload.size(args, 1000);
        LoadingCache<Integer, String> cache = CacheBuilder.newBuilder().maximumSize(50).concurrencyLevel(4)
                        .build(CacheLoader.from(k -> "value-" + k));
        AtomicLongMap<String> counts = AtomicLongMap.create();
        Striped<Lock> locks = Striped.lock(STRIPES);
        long[] guarded = new long[STRIPES];
        ListeningExecutorService pool = MoreExecutors.listeningDecorator(Executors.newFixedThreadPool(4));
        List<ListenableFuture<Integer>> tasks = new ArrayList<>();
        for (int t = 0; t < TASKS; t++) {
            int task = t;
            tasks.add(pool.submit(() -> {
                for (int i = 0; i < perTask; i++) {
                    int key = (i * 13 + task) % 200;
                    Workload.check(cache.getUnchecked(key).equals("value-" + key), "cached value of " + key);
                    counts.incrementAndGet("k" + (key % 10));
                    int stripe = key % STRIPES;
                    Lock lock = locks.getAt(stripe);
                    lock.lock();
                    try {
                        guarded[stripe]++;
                    } finally {
                        lock.unlock();
                    }
                }
                return perTask;
            }));
        }
        int done;
        try {
            done = Futures.allAsList(tasks).get().stream().mapToInt(Integer::intValue).sum();
        } finally {
            pool.shutdown(); // a failed task ends the program instead of leaving the pool waiting
        }
        Workload.check(pool.awaitTermination(1, TimeUnit.MINUTES), "pool did not end");
        long total = (long) TASKS * perTask;
        Workload.check(done == total && counts.sum() == total, "done " + done + ", counted " + counts.sum());
        long lockedSum = 0;
        for (int s = 0; s < STRIPES; s++) {
            locks.getAt(s).lock();
            try {
                lockedSum += guarded[s];
            } finally {
                locks.getAt(s).unlock();
            }
        }
        Workload.check(lockedSum == total, "guarded " + lockedSum);
        Workload.finish("operations " + total + " keys " + counts.size());
    }
}
