package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** Two unordered writes of the same field. */
public class WriteWrite {
    long value;

    public static void main(String[] args) throws Exception {
        WriteWrite p = new WriteWrite();
        Signal first = new Signal();
        Thread a = Signal.start("first-writer", () -> {
            p.value = 1;
            first.raise();
        });
        Thread b = Signal.start("second-writer", () -> {
            first.await();
            p.value = 2; // RACE
        });
        a.join();
        b.join();
    }
}
