package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** Two threads set different bits of the same int[] word: the bits differ, the variable (the element) does not. */
public class PackedFlagsSameElement {
    public static void main(String[] args) throws Exception {
        int[] words = new int[4];
        Signal go = new Signal();
        Signal first = new Signal();
        Thread a = Signal.start("bit-0", () -> {
            go.await();
            words[0] |= 1;
            first.raise();
        });
        Thread b = Signal.start("bit-1", () -> {
            first.await();
            words[0] |= 2; // RACE read int[][0]
        });
        go.raise();
        a.join();
        b.join();
    }
}
