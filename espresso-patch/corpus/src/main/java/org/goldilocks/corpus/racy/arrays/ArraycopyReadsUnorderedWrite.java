package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** System.arraycopy reads its whole source range; one element of it was written by another thread with no happens-before. */
public class ArraycopyReadsUnorderedWrite {
    public static void main(String[] args) throws Exception {
        int[] src = new int[16];
        int[] dst = new int[16];
        Signal written = new Signal();
        Thread t = Signal.start("producer", () -> {
            src[5] = 99;
            written.raise();
        });
        written.await();
        System.arraycopy(src, 0, dst, 0, src.length); // RACE read int[][5]
        t.join();
    }
}
