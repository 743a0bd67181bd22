package org.goldilocks.corpus.compat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.commons.pool2.BasePooledObjectFactory;
import org.apache.commons.pool2.PooledObject;
import org.apache.commons.pool2.impl.DefaultPooledObject;
import org.apache.commons.pool2.impl.GenericObjectPool;
import org.apache.commons.pool2.impl.GenericObjectPoolConfig;
import org.goldilocks.corpus.workloads.Workload;

/**
 * Apache Commons Pool 2: a GenericObjectPool of at most 3 objects borrowed and returned by four
 * threads (they block when it is empty), with the evictor thread running every 10 ms. A pooled
 * object is used by one borrower at a time: its plain use counter, written by whoever holds it,
 * sums to the number of borrows.
 */
public class CommonsPool {
    /** A pooled resource: plain state, handed from thread to thread by the pool. */
    static final class Resource {
        long uses;
    }

    public static void main(String[] args) throws Exception {
        int borrows = Workload.size(args, 500);
        AtomicInteger created = new AtomicInteger();
        List<Resource> all = java.util.Collections.synchronizedList(new ArrayList<>());
        GenericObjectPoolConfig<Resource> config = new GenericObjectPoolConfig<>();
        config.setMaxTotal(3);
        config.setMinIdle(1);
        config.setTimeBetweenEvictionRuns(Duration.ofMillis(10));
        config.setJmxEnabled(false);
        try (GenericObjectPool<Resource> pool = new GenericObjectPool<>(new BasePooledObjectFactory<>() {
            @Override
            public Resource create() {
                created.incrementAndGet();
                Resource r = new Resource();
                all.add(r);
                return r;
            }

            @Override
            public PooledObject<Resource> wrap(Resource r) {
                return new DefaultPooledObject<>(r);
            }
        }, config)) {
            ExecutorService threads = Executors.newFixedThreadPool(4);
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                workers.add(threads.submit(() -> {
                    for (int i = 0; i < borrows; i++) {
                        Resource r = pool.borrowObject();
                        r.uses++;
                        pool.returnObject(r);
                    }
                    return null;
                }));
            }
            try {
                for (Future<?> f : workers) {
                    f.get();
                }
            } finally {
                threads.shutdownNow(); // a failed borrower ends the program instead of leaving the others blocked
            }
        }
        long uses = 0;
        synchronized (all) {
            for (Resource r : all) {
                uses += r.uses;
            }
        }
        Workload.check(uses == 4L * borrows, "uses " + uses);
        Workload.check(created.get() >= 1 && created.get() <= 3, "created " + created.get() + " objects for a pool of 3");
        Workload.finish("borrows " + uses);
    }
}
