package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** Lock striping with a bug: element e is guarded by locks[e % 2], but one thread computes the stripe as e / 4 and holds the wrong lock. */
public class ArrayElementWrongStripe {
    public static void main(String[] args) throws Exception {
        long[] counters = new long[8];
        Object[] locks = {new Object(), new Object()};
        Signal go = new Signal();
        Signal first = new Signal();
        Thread a = Signal.start("right-stripe", () -> {
            go.await();
            synchronized (locks[1 % 2]) {
                counters[1]++;
            }
            first.raise();
        });
        Thread b = Signal.start("wrong-stripe", () -> {
            first.await();
            synchronized (locks[1 / 4]) {
                counters[1]++; // RACE read long[][1]
            }
        });
        go.raise();
        a.join();
        b.join();
    }
}
