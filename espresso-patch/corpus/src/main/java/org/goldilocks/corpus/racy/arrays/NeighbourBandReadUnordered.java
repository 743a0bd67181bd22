package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/**
 * Two threads write their bands of an array long enough for compact element runs; the second then
 * reads the first's band after an opaque signal, which orders but does not synchronize: its first
 * read, of element 0, races with the first thread's write of it.
 */
public class NeighbourBandReadUnordered {
    public static void main(String[] args) throws Exception {
        int[] data = new int[1000];
        Signal lowDone = new Signal();
        Thread low = Signal.start("low-band", () -> {
            for (int k = 0; k < 500; k++) {
                data[k] = k;
            }
            lowDone.raise();
        });
        Thread high = Signal.start("high-band", () -> {
            for (int k = 500; k < 1000; k++) {
                data[k] = k;
            }
            lowDone.await();
            long sum = 0;
            for (int k = 0; k < 500; k++) {
                sum += data[k]; // RACE read int[][0]
            }
            if (sum < 0) {
                throw new AssertionError(sum);
            }
        });
        low.join();
        high.join();
    }
}
