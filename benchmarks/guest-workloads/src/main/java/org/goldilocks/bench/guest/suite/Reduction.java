package org.goldilocks.bench.guest.suite;

import java.util.Arrays;

import org.goldilocks.bench.guest.Workers;

/**
 * A lock-protected reduction: the sum and a 64-bucket histogram (by the top six bits) of n
 * pseudo-random longs, value(i) = mix(i). Threads take blocks of indices under one lock, reduce
 * each block into locals, and merge the block's result into the shared totals under the same
 * lock. Check: every block was merged once, the total is the sum of the recorded block sums, the
 * histogram counts n values, and every eighth block is reduced again and compared.
 */
final class Reduction extends Program {
    static final int BLOCK = 4096;
    private static final int BUCKETS = 64;

    private final int blocks;
    private Totals totals;

    /** Everything here is guarded by the Totals object's monitor. */
    private static final class Totals {
        int nextBlock;
        long sum;
        final long[] histogram = new long[BUCKETS];
        final long[] blockSums;
        final int[] merges;

        Totals(int blocks) {
            blockSums = new long[blocks];
            merges = new int[blocks];
        }
    }

    Reduction(int size, int threads) {
        super(size, threads, 1);
        blocks = (size + BLOCK - 1) / BLOCK;
    }

    @Override
    protected void run() throws Exception {
        Totals t = new Totals(blocks);
        Workers.run(threads, "reduction", id -> {
            long[] histogram = new long[BUCKETS];
            while (true) {
                int block;
                synchronized (t) {
                    block = t.nextBlock++;
                }
                if (block >= blocks) {
                    return;
                }
                Arrays.fill(histogram, 0);
                long sum = blockSum(block, histogram);
                synchronized (t) {
                    t.sum += sum;
                    for (int b = 0; b < BUCKETS; b++) {
                        t.histogram[b] += histogram[b];
                    }
                    t.blockSums[block] = sum;
                    t.merges[block]++;
                }
            }
        });
        totals = t;
    }

    /** The sum of the block's values; their buckets counted into {@code histogram}. */
    private long blockSum(int block, long[] histogram) {
        long sum = 0;
        for (int i = block * BLOCK, end = (int) Math.min(size, (long) i + BLOCK); i < end; i++) {
            long v = mix(i);
            sum += v;
            histogram[(int) (v >>> 58)]++;
        }
        return sum;
    }

    @Override
    protected long check() {
        Totals t = totals;
        long sumOfBlocks = 0;
        long[] scratch = new long[BUCKETS];
        for (int b = 0; b < blocks; b++) {
            if (t.merges[b] != 1) {
                throw new WrongResult("reduction: block " + b + " merged " + t.merges[b] + " times");
            }
            sumOfBlocks += t.blockSums[b];
            if (b % 8 == 0 && blockSum(b, scratch) != t.blockSums[b]) {
                throw new WrongResult("reduction: block " + b + " summed to " + t.blockSums[b] + ", expected " + blockSum(b, scratch));
            }
        }
        long counted = 0;
        long d = t.sum;
        for (long c : t.histogram) {
            counted += c;
            d = fold(d, c);
        }
        if (t.sum != sumOfBlocks || counted != size) {
            throw new WrongResult("reduction: sum " + t.sum + " (blocks " + sumOfBlocks + "), " + counted + " values counted of " + size);
        }
        return d;
    }
}
