package org.goldilocks.corpus.hw;

import org.goldilocks.corpus.support.Signal;

/**
 * Race free. The "first" thread writes many cells (arrays of 62 longs: a 512-byte cell each) and
 * drops them; the "second", never ordered with it by the language, then allocates as many and
 * writes them. Under mark-sweep with a small
 * heap the collector frees the first thread's cells and the second thread's cells land on them:
 * without ClearHistory (NoClear) the old writes' histories make the new writes look racy. The
 * first thread has ended by then, so even the collector's handshake does not order it before the
 * second thread: Naive (no ClearHistory, system synchronization counted) reports them too,
 * provided no other thread takes, between the first thread's end and the collection, one of the
 * VM's stripe locks the first thread released as it ended: so main and the second thread do all
 * their linking before, and synchronize with nothing during, that window.
 * Argument: the number of cells (default 4000: 2 MB a thread).
 */
public class ReusedCells {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        Signal go = new Signal();
        Signal dropped = new Signal();
        Signal rewritten = new Signal();
        long[] sums = new long[2];
        Thread first = Signal.start("first", () -> {
            go.await();
            sums[0] = writeAndDrop(n);
            dropped.raise();
        });
        Thread second = Signal.start("second", () -> {
            // Link this thread's calls before the first thread can end: linking loads classes
            // through the class loader, which synchronizes (as main's would, below).
            writeAndDrop(1);
            System.nanoTime();
            dropped.await();
            // Give the first thread time to end: then it is no part of the collector's handshake,
            // whose system synchronization would otherwise order its writes before ours (AllSync, Naive).
            long until = System.nanoTime() + 300_000_000L;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            sums[1] = writeAndDrop(n);
            rewritten.raise();
        });
        // Main synchronizes with nothing from here until the second thread is done: had it still
        // been starting the second thread (linking its lambda, defining classes) or joining when
        // the first thread ended, a VM lock it took could be a stripe lock the first thread
        // released as it ended (StripedLocks hashes identities), and for a detector that counts
        // system synchronization (Naive) that orders the first thread before the second one.
        go.raise();
        rewritten.await();
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
