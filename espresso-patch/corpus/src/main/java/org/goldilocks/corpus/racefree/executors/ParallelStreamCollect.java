package org.goldilocks.corpus.racefree.executors;

import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Parallel streams done right: stateless lambdas create mutable objects, collect() gathers them
 * (the stream framework joins its fork/join tasks before the terminal operation returns), and the
 * caller reads the objects afterwards. Runs on the common pool and in a dedicated ForkJoinPool.
 */
public class ParallelStreamCollect {
    static final class Cell {
        int index;
        long square;
    }

    static long run() {
        List<Cell> cells = IntStream.range(0, 3000).parallel().mapToObj(i -> {
            Cell c = new Cell();
            c.index = i;
            c.square = (long) i * i;
            return c;
        }).collect(Collectors.toList());
        long s = 0;
        for (int i = 0; i < cells.size(); i++) {
            Cell c = cells.get(i);
            if (c.index != i) {
                throw new AssertionError("order");
            }
            s += c.square;
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        long expected = 2999L * 3000 * 5999 / 6;
        if (run() != expected) {
            throw new AssertionError("common pool");
        }
        ForkJoinPool pool = new ForkJoinPool(Threads.count(args, 4));
        try {
            if (pool.submit(ParallelStreamCollect::run).get(Waits.SECONDS, Waits.UNIT) != expected) {
                throw new AssertionError("own pool");
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}
