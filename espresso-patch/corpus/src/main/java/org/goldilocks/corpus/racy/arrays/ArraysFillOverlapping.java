package org.goldilocks.corpus.racy.arrays;

import java.util.Arrays;

import org.goldilocks.corpus.support.Signal;

/** Arrays.fill on overlapping ranges from two threads: the race is inside the JDK's fill loop, below the second call. */
public class ArraysFillOverlapping {
    public static void main(String[] args) throws Exception {
        byte[] data = new byte[100];
        Signal go = new Signal();
        Signal firstDone = new Signal();
        Thread a = Signal.start("filler-a", () -> {
            go.await();
            Arrays.fill(data, 0, 60, (byte) 1);
            firstDone.raise();
        });
        Thread b = Signal.start("filler-b", () -> {
            firstDone.await();
            Arrays.fill(data, 50, 100, (byte) 2); // RACE write byte[][50]
        });
        go.raise();
        a.join();
        b.join();
    }
}
