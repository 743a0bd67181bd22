package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** System.arraycopy writes its whole destination range; another thread read one element of it with no happens-before. */
public class ArraycopyOverwritesUnorderedRead {
    public static void main(String[] args) throws Exception {
        short[] src = {1, 2, 3, 4};
        short[] dst = new short[4];
        short[] seen = new short[1];
        Signal read = new Signal();
        Thread t = Signal.start("reader", () -> {
            seen[0] = dst[2];
            read.raise();
        });
        read.await();
        System.arraycopy(src, 0, dst, 0, 4); // RACE write short[][2]
        t.join();
    }
}
