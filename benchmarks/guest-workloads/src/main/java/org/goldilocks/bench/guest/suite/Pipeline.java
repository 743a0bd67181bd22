package org.goldilocks.bench.guest.suite;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

import org.goldilocks.bench.guest.Workers;

/**
 * A three-stage pipeline through bounded BlockingQueues: one producer makes n items (an id and a
 * text), T transformers turn each into a result (a hash of its text), and one consumer collects
 * the results by id and sums them. End-of-stream markers stop the stages: one per transformer on
 * the first queue, and the consumer stops after one from each transformer. Check: every id
 * arrived exactly once, the sum is the sum of the collected results, and every sixteenth result is
 * computed again.
 */
final class Pipeline extends Program {
    private static final int CAPACITY = 256;
    private static final Item END = new Item(-1, "");

    record Item(int id, String text) {
    }

    record Result(int id, long hash) {
    }

    private long[] results;
    private int[] arrivals;
    private long sum;

    Pipeline(int size, int threads) {
        super(size, threads, 1);
    }

    @Override
    protected void run() throws Exception {
        BlockingQueue<Item> items = new ArrayBlockingQueue<>(CAPACITY);
        BlockingQueue<Result> done = new ArrayBlockingQueue<>(CAPACITY);
        long[] collected = new long[size];
        int[] seen = new int[size];
        long[] total = new long[1];
        int transformers = threads;
        Workers.run(transformers + 2, "pipeline", id -> {
            if (id == 0) {
                for (int i = 0; i < size; i++) {
                    items.put(new Item(i, text(i)));
                }
                for (int t = 0; t < transformers; t++) {
                    items.put(END);
                }
            } else if (id <= transformers) {
                for (Item item; (item = items.take()) != END;) {
                    done.put(new Result(item.id(), hash(item.text())));
                }
                done.put(new Result(-1, 0));
            } else {
                for (int ended = 0; ended < transformers;) {
                    Result r = done.take();
                    if (r.id() < 0) {
                        ended++;
                    } else {
                        collected[r.id()] = r.hash();
                        seen[r.id()]++;
                        total[0] += r.hash();
                    }
                }
            }
        });
        results = collected;
        arrivals = seen;
        sum = total[0];
    }

    static String text(int id) {
        return "item " + id + " of the pipeline, payload " + Long.toHexString(mix(id));
    }

    /** FNV-1a over the text, a few passes. */
    static long hash(String text) {
        long h = 0xcbf29ce484222325L;
        for (int pass = 0; pass < 4; pass++) {
            for (int i = 0; i < text.length(); i++) {
                h = (h ^ text.charAt(i)) * 0x100000001b3L;
            }
        }
        return h;
    }

    @Override
    protected long check() {
        long s = 0;
        long d = size;
        for (int i = 0; i < size; i++) {
            d = fold(d, checkItem(i));
            s += results[i];
        }
        if (s != sum) {
            throw new WrongResult("pipeline: the consumer summed " + sum + ", the results add up to " + s);
        }
        return d;
    }

    /** Item i's result, once it is checked. */
    private long checkItem(int i) {
        if (arrivals[i] != 1) {
            throw new WrongResult("pipeline: item " + i + " arrived " + arrivals[i] + " times");
        }
        if (i % 16 == 0 && results[i] != hash(text(i))) {
            throw new WrongResult("pipeline: item " + i + " hashed to " + results[i]);
        }
        return results[i];
    }
}
