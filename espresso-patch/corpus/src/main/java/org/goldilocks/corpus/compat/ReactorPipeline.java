package org.goldilocks.corpus.compat;

import java.time.Duration;
import java.util.List;

import org.goldilocks.corpus.workloads.Workload;

import reactor.core.publisher.Flux;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * Reactor Core (Spring WebFlux's reactive library): plain mutable items made on one scheduler
 * thread, handed through {@code publishOn}'s small prefetch queue (so the producer waits on the
 * consumer's demand), split over four rails with {@code parallel().runOn()}, merged back, and a
 * {@code flatMap} with concurrency 4 over inner fluxes on the bounded-elastic scheduler. Every item
 * carries plain fields written by the thread that held it before the next stage took it; Reactor's
 * queues and field updaters order those handoffs. Every item, stage and sum is checked.
 */
public class ReactorPipeline {
    /** Plain state, written by a different thread at each stage. */
    static final class Item {
        final int id;
        long made;
        long doubled;
        long railed;

        Item(int id) {
            this.id = id;
            this.made = id;
        }
    }

    public static void main(String[] args) {
        int n = Workload.size(args, 20_000);
        Scheduler source = Schedulers.newSingle("source");
        Scheduler stage = Schedulers.newSingle("stage");
        Scheduler rails = Schedulers.newParallel("rail", 4);
        try {
            List<Item> items = Flux.range(0, n)
                            .subscribeOn(source)
                            .map(Item::new)
                            .publishOn(stage, 8)
                            .map(it -> {
                                it.doubled = 2 * it.made;
                                return it;
                            })
                            .parallel(4, 16)
                            .runOn(rails, 16)
                            .map(it -> {
                                it.railed = it.doubled + 1;
                                return it;
                            })
                            .sequential()
                            .collectList()
                            .block(Duration.ofMinutes(30));
            Workload.check(items != null && items.size() == n, "items " + (items == null ? -1 : items.size()));
            boolean[] seen = new boolean[n];
            long sum = 0;
            for (Item it : items) {
                Workload.check(!seen[it.id], "item " + it.id + " twice");
                seen[it.id] = true;
                Workload.check(it.made == it.id && it.doubled == 2L * it.id && it.railed == 2L * it.id + 1, "item " + it.id + " stages");
                sum += it.railed;
            }
            Workload.check(sum == (long) n * n, "sum " + sum); // sum of 2i+1 over i < n

            int groups = 16;
            int per = Math.max(1, n / groups);
            Long total = Flux.range(0, groups)
                            .flatMap(g -> Flux.range(g * per, per)
                                            .subscribeOn(Schedulers.boundedElastic())
                                            .map(i -> new Item(i))
                                            .reduce(0L, (acc, it) -> acc + it.made), 4)
                            .reduce(0L, Long::sum)
                            .block(Duration.ofMinutes(30));
            long m = (long) groups * per;
            Workload.check(total != null && total == m * (m - 1) / 2, "flatMap total " + total);
            Workload.finish("items " + n + " groups " + groups);
        } finally {
            source.dispose();
            stage.dispose();
            rails.dispose();
        }
    }
}
