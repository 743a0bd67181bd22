package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** A worker stores into an array element; main loads it after an opaque signal, which orders but does not synchronize. */
public class ArrayWriteThenUnorderedRead {
    public static void main(String[] args) throws Exception {
        long[] samples = new long[8];
        Signal written = new Signal();
        Thread t = Signal.start("sampler", () -> {
            samples[3] = 42;
            written.raise();
        });
        written.await();
        long seen = samples[3]; // RACE read long[][3]
        t.join();
        if (seen != 42 && seen != 0) {
            throw new AssertionError(seen);
        }
    }
}
