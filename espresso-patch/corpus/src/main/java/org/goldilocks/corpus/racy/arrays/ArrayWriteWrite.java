package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** Two unordered writes of the same double[] element. */
public class ArrayWriteWrite {
    public static void main(String[] args) throws Exception {
        double[] weights = new double[4];
        Signal go = new Signal();
        Signal first = new Signal();
        Thread a = Signal.start("first-writer", () -> {
            go.await();
            weights[2] = 0.25;
            first.raise();
        });
        Thread b = Signal.start("second-writer", () -> {
            first.await();
            weights[2] = 0.75; // RACE write double[][2]
        });
        go.raise();
        a.join();
        b.join();
    }
}
