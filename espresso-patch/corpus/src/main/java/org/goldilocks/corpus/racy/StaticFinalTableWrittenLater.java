package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/**
 * The class-initialization edge covers only what the static initializer wrote: a later write into
 * the static final table by the initializing thread is unordered with another thread's read.
 */
public class StaticFinalTableWrittenLater {
    static final class Table {
        static final int[] SLOTS = new int[8];
    }

    public static void main(String[] args) throws Exception {
        Signal wrote = new Signal();
        Signal go = new Signal();
        Thread writer = Signal.start("writer", () -> {
            go.await();
            Table.SLOTS[2] = 42; // initializes Table first, then writes outside the initializer
            wrote.raise();
        });
        Thread reader = Signal.start("reader", () -> {
            wrote.await();
            int v = Table.SLOTS[2]; // RACE read int[][2]
            if (v != 42) {
                throw new AssertionError(v);
            }
        });
        go.raise();
        writer.join();
        reader.join();
    }
}
