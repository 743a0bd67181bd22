package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** Two unordered writes of the same field. */
public class WriteWrite {
    long value;

    public static void main(String[] args) throws Exception {
        WriteWrite p = new WriteWrite();
        Signal go = new Signal();
        Signal first = new Signal();
        Thread a = Signal.start("first-writer", () -> {
            go.await();
            p.value = 1;
            first.raise();
        });
        Thread b = Signal.start("second-writer", () -> {
            first.await();
            p.value = 2; // RACE write WriteWrite.value
        });
        go.raise();
        a.join();
        b.join();
    }
}
