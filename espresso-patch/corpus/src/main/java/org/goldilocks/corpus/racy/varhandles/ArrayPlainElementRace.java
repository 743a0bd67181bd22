package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** A plain-mode array-element VarHandle read is the same data access as an aaload: it races with another thread's unordered store to that element. */
public class ArrayPlainElementRace {
    private static final VarHandle ELEMENT = MethodHandles.arrayElementVarHandle(int[].class);

    static int load(int[] a, int i) {
        return (int) ELEMENT.get(a, i); // RACE read int[][2]
    }

    public static void main(String[] args) throws Exception {
        load(new int[1], 0); // link the call site before any thread starts
        int[] table = new int[4];
        Signal stored = new Signal();
        Thread t = Signal.start("writer", () -> {
            table[2] = 33;
            stored.raise();
        });
        stored.await();
        int v = load(table, 2);
        t.join();
        if (v != 33) {
            throw new AssertionError(v);
        }
    }
}
