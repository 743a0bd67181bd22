package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** Each thread owns one row of a 2-D array, but both rows are the same int[] object (an aliasing bug): the "disjoint" writes hit the same elements. */
public class AliasedRows {
    public static void main(String[] args) throws Exception {
        int[] row = new int[10];
        int[][] grid = {row, row};
        Signal go = new Signal();
        Signal firstDone = new Signal();
        Thread a = Signal.start("row-0", () -> {
            go.await();
            for (int c = 0; c < grid[0].length; c++) {
                grid[0][c] = 1;
            }
            firstDone.raise();
        });
        Thread b = Signal.start("row-1", () -> {
            firstDone.await();
            for (int c = 0; c < grid[1].length; c++) {
                grid[1][c] = 2; // RACE write int[][0]
            }
        });
        go.raise();
        a.join();
        b.join();
    }
}
