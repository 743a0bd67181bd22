package org.goldilocks.corpus.racy.atomics;

import java.util.concurrent.atomic.AtomicBoolean;

import org.goldilocks.corpus.support.Signal;

/** The AtomicBoolean is set before the data is written: the volatile write orders only what precedes it. */
public class AtomicFlagSetBeforeData {
    int[] table;
    final AtomicBoolean ready = new AtomicBoolean();

    public static void main(String[] args) throws Exception {
        AtomicFlagSetBeforeData p = new AtomicFlagSetBeforeData();
        Signal written = new Signal();
        Thread t = Signal.start("publisher", () -> {
            p.ready.set(true);
            p.table = new int[] {1, 2, 3};
            written.raise();
        });
        while (!p.ready.get()) {
            Thread.onSpinWait();
        }
        written.await();
        int[] seen = p.table; // RACE read AtomicFlagSetBeforeData.table
        t.join();
        if (seen != null && seen.length != 3) {
            throw new AssertionError();
        }
    }
}
