package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/**
 * A reader reads every element of a small table many times: it owns the table for reads (its read
 * records cover the reads it then skips). Main, which started it, writes an element without
 * synchronization: checked against those read records.
 */
public class ReadOwnedArrayThenWritten {
    public static void main(String[] args) throws Exception {
        int[] table = {1, 2, 3, 4, 5, 6, 7, 8};
        Signal readMany = new Signal();
        long[] result = new long[1];
        Thread reader = Signal.start("reader", () -> {
            long sum = 0;
            for (int round = 0; round < 20_000; round++) {
                for (int i = 0; i < table.length; i++) {
                    sum += table[i];
                }
            }
            result[0] = sum;
            readMany.raise();
        });
        readMany.await();
        table[3] = 40; // RACE write int[][3]
        reader.join();
    }
}
