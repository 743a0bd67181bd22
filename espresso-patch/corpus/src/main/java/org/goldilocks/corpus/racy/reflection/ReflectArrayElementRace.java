package org.goldilocks.corpus.racy.reflection;

import java.lang.reflect.Array;

import org.goldilocks.corpus.support.Signal;

/** java.lang.reflect.Array.getLong reads the same element variable as laload: it races with another thread's unordered store. */
public class ReflectArrayElementRace {
    public static void main(String[] args) throws Exception {
        Array.getLong(new long[1], 0); // first use before any thread starts
        long[] totals = new long[4];
        Signal stored = new Signal();
        Thread t = Signal.start("writer", () -> {
            totals[1] = 77;
            stored.raise();
        });
        stored.await();
        long v = Array.getLong(totals, 1); // RACE read long[][1]
        t.join();
        if (v != 77) {
            throw new AssertionError(v);
        }
    }
}
