package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** The array reference is published through a volatile before its elements are written: the volatile only orders the writes that precede it. */
public class ArrayPublishedBeforeFilled {
    volatile int[] published;

    public static void main(String[] args) throws Exception {
        ArrayPublishedBeforeFilled p = new ArrayPublishedBeforeFilled();
        Signal filled = new Signal();
        Thread t = Signal.start("publisher", () -> {
            int[] a = new int[4];
            p.published = a;
            a[2] = 7;
            filled.raise();
        });
        int[] a;
        while ((a = p.published) == null) {
            Thread.onSpinWait();
        }
        filled.await();
        int v = a[2]; // RACE read int[][2]
        t.join();
        if (v != 7 && v != 0) {
            throw new AssertionError(v);
        }
    }
}
