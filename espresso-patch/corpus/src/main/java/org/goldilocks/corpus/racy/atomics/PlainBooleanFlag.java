package org.goldilocks.corpus.racy.atomics;

import org.goldilocks.corpus.support.Signal;

/** The broken twin of AtomicBooleanFlagPublication: a plain boolean flag publishes nothing, and reading the flag is itself a race. */
public class PlainBooleanFlag {
    int[] table;
    boolean ready;

    public static void main(String[] args) throws Exception {
        PlainBooleanFlag p = new PlainBooleanFlag();
        Signal published = new Signal();
        Thread t = Signal.start("publisher", () -> {
            p.table = new int[] {1, 2, 3};
            p.ready = true;
            published.raise();
        });
        published.await();
        if (p.ready) { // RACE read PlainBooleanFlag.ready
            System.out.println(p.table[2]);
        }
        t.join();
    }
}
