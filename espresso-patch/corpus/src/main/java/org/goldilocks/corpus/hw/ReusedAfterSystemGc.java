package org.goldilocks.corpus.hw;

import org.goldilocks.corpus.support.Signal;

/**
 * Race free: {@link ReusedCells} with a heap too large to fill, where the only collection is the
 * one the program asks for. The "first" thread writes many cells and drops them; the "second",
 * never ordered with it by the language, calls {@code System.gc()} once the first has ended: with
 * {@code --hw-model} on, that runs the simulated collector (docs/hw-model.md), which frees the first
 * thread's cells, and the second thread's cells then land on them. Without ClearHistory (NoClear)
 * the old writes' histories make the new writes look racy. Argument: the number of cells (default
 * 4000 arrays of 62 longs: 2 MB a thread).
 */
public class ReusedAfterSystemGc {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        Signal dropped = new Signal();
        long[] sums = new long[2];
        Thread first = Signal.start("first", () -> {
            sums[0] = ReusedCells.writeAndDrop(n);
            dropped.raise();
        });
        Thread second = Signal.start("second", () -> {
            dropped.await();
            // Give the first thread time to end (then no handshake of the collection orders it), as ReusedCells.
            long until = System.nanoTime() + 300_000_000L;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            System.gc(); // the first thread's cells are garbage: a collection here frees them
            sums[1] = ReusedCells.writeAndDrop(n);
        });
        second.join();
        first.join();
        System.out.println(sums[0] == sums[1] ? "same" : "different");
    }
}
