package org.goldilocks.corpus.racy.misc;

import org.goldilocks.corpus.support.Signal;

/** A final field freezes the array reference, not the array's elements: a write to an element after publication races with a reader. */
public class FinalArrayContentsMutated {
    static final class Table {
        final int[] values;

        Table() {
            values = new int[] {1, 2, 3};
        }
    }

    volatile Table published;

    public static void main(String[] args) throws Exception {
        FinalArrayContentsMutated p = new FinalArrayContentsMutated();
        Signal mutated = new Signal();
        Thread t = Signal.start("owner", () -> {
            Table tb = new Table();
            p.published = tb;
            tb.values[0] = 100;
            mutated.raise();
        });
        Table tb;
        while ((tb = p.published) == null) {
            Thread.onSpinWait();
        }
        mutated.await();
        int v = tb.values[0]; // RACE read int[][0]
        t.join();
        if (v != 100) {
            throw new AssertionError(v);
        }
    }
}
