package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * Two phases over an int[][]: first each thread writes its own row, then (after join, and a new
 * set of threads started) each thread reads a column across every row. Join orders the first
 * phase's writes before main starts the second phase, and start orders main before the readers.
 */
public class RowsOwnedThenColumnsRead {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int[][] grid = new int[n][n * 8];
        Thread[] writers = new Thread[n];
        for (int r = 0; r < n; r++) {
            int row = r;
            writers[r] = new Thread(() -> {
                for (int c = 0; c < grid[row].length; c++) {
                    grid[row][c] = row + c;
                }
            }, "row-" + r);
            writers[r].start();
        }
        for (Thread t : writers) {
            t.join();
        }
        long[] columnSums = new long[grid[0].length];
        Thread[] readers = new Thread[n];
        for (int i = 0; i < n; i++) {
            int first = i;
            readers[i] = new Thread(() -> {
                for (int c = first; c < columnSums.length; c += n) {
                    long s = 0;
                    for (int[] row : grid) {
                        s += row[c];
                    }
                    columnSums[c] = s;
                }
            }, "columns-" + i);
            readers[i].start();
        }
        for (Thread t : readers) {
            t.join();
        }
        for (int c = 0; c < columnSums.length; c++) {
            long expected = (long) n * c + (long) n * (n - 1) / 2;
            if (columnSums[c] != expected) {
                throw new AssertionError("column " + c + ": " + columnSums[c]);
            }
        }
    }
}
