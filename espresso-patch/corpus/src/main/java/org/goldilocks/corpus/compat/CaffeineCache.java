package org.goldilocks.corpus.compat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.goldilocks.corpus.workloads.Workload;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * A bounded Caffeine cache (size-based eviction: the frequency sketch, the eviction lock, the
 * maintenance task on the same-thread executor) used by four threads: computeIfAbsent, get and
 * put over a key space larger than the bound. Every value read must be the one for its key.
 */
public class CaffeineCache {
    private static final int THREADS = 4;
    private static final int KEYS = 400;
    private static final int BOUND = 100;

    public static void main(String[] args) throws Exception {
        int operations = Workload.size(args, 2000);
        Cache<Integer, String> cache = Caffeine.newBuilder().maximumSize(BOUND).executor(Runnable::run).build();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<Long>> workers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int seed = t;
            workers.add(pool.submit(() -> {
                long checked = 0;
                for (int i = 0; i < operations; i++) {
                    int key = (i * 31 + seed * 7) % KEYS;
                    String value = switch (i % 3) {
                        case 0 -> cache.get(key, CaffeineCache::valueOf);
                        case 1 -> cache.getIfPresent(key);
                        default -> {
                            cache.put(key, valueOf(key));
                            yield valueOf(key);
                        }
                    };
                    Workload.check(value == null || value.equals(valueOf(key)), key + " -> " + value);
                    checked++;
                }
                return checked;
            }));
        }
        long checked = 0;
        try {
            for (Future<Long> f : workers) {
                checked += f.get();
            }
        } finally {
            pool.shutdownNow(); // a failed worker ends the program instead of leaving the pool waiting
        }
        cache.cleanUp();
        long size = cache.estimatedSize();
        Workload.check(size <= BOUND, "size " + size + " over the bound " + BOUND);
        Workload.finish("operations " + checked + " bounded " + (size <= BOUND));
    }

    private static String valueOf(int key) {
        return "value-" + key;
    }
}
