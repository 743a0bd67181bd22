package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** Two threads fill "their" halves of an array, but the first one's range overruns into the second's: element 50 is written by both, unordered. */
public class OverlappingRanges {
    public static void main(String[] args) throws Exception {
        int[] data = new int[100];
        Signal go = new Signal();
        Signal lowDone = new Signal();
        Thread low = Signal.start("low-half", () -> {
            go.await();
            for (int k = 0; k < 60; k++) { // off by ten: should stop at 50
                data[k] = 1;
            }
            lowDone.raise();
        });
        Thread high = Signal.start("high-half", () -> {
            lowDone.await();
            for (int k = 50; k < 100; k++) {
                data[k] = 2; // RACE write int[][50]
            }
        });
        go.raise();
        low.join();
        high.join();
    }
}
