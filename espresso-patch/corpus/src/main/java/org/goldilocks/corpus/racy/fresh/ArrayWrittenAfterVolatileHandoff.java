package org.goldilocks.corpus.racy.fresh;

import org.goldilocks.corpus.support.Signal;

/**
 * A new array is filled and published through a volatile field, then one element is written
 * again: the volatile write ends the allocating thread's unchecked window, so that element write
 * is checked and races with the reader's read of it.
 */
public class ArrayWrittenAfterVolatileHandoff {
    volatile int[] shared;

    public static void main(String[] args) throws Exception {
        ArrayWrittenAfterVolatileHandoff p = new ArrayWrittenAfterVolatileHandoff();
        Signal rewritten = new Signal();
        Thread t = Signal.start("filler", () -> {
            int[] a = new int[16];
            for (int i = 0; i < a.length; i++) {
                a[i] = i;
            }
            p.shared = a;
            a[5] = 50;
            rewritten.raise();
        });
        rewritten.await();
        int[] a = p.shared;
        int first = a[4];
        int v = a[5]; // RACE read int[][5]
        t.join();
        if (first != 4 || v != 50) {
            throw new AssertionError(v);
        }
    }
}
