package org.goldilocks.corpus.hw;

import org.goldilocks.corpus.support.Signal;

/**
 * Race free. The "first" thread writes many cells (arrays of 62 longs: a 512-byte cell each) and
 * drops them; the "second", never ordered with it by the language, then allocates as many and
 * writes them. Under mark-sweep with a small
 * heap the collector frees the first thread's cells and the second thread's cells land on them:
 * without ClearHistory (NoClear) the old writes' histories make the new writes look racy. The
 * first thread has ended by then, so even the collector's handshake does not order it before the
 * second thread: Naive (no ClearHistory, system synchronization counted) reports them too.
 * Argument: the number of cells (default 4000: 2 MB a thread).
 */
public class ReusedCells {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        Signal dropped = new Signal();
        long[] sums = new long[2];
        Thread first = Signal.start("first", () -> {
            sums[0] = writeAndDrop(n);
            dropped.raise();
        });
        Thread second = Signal.start("second", () -> {
            dropped.await();
            // Give the first thread time to end: then it is no part of the collector's handshake,
            // whose system synchronization would otherwise order its writes before ours (AllSync, Naive).
            long until = System.nanoTime() + 300_000_000L;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            sums[1] = writeAndDrop(n);
        });
        second.join();
        first.join();
        System.out.println(sums[0] == sums[1] ? "same" : "different");
    }

    /** Allocates and writes {@code n} cells, keeps none of them. */
    static long writeAndDrop(int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            long[] c = new long[62];
            c[0] = i;
            sum += c[0];
        }
        return sum;
    }
}
