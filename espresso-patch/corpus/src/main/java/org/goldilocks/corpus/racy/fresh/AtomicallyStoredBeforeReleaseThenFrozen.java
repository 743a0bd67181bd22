package org.goldilocks.corpus.racy.fresh;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReferenceArray;

import org.goldilocks.corpus.support.Signal;

/**
 * As BoxedBeforeReleaseThenFrozen, through a VarHandle store (AtomicReferenceArray.set): the array
 * is stored, the store is published by a latch, then the array is written and frozen into a final
 * field. The reader that took it from the AtomicReferenceArray races with that write.
 */
public class AtomicallyStoredBeforeReleaseThenFrozen {
    static final class Holder {
        final int[] values;

        Holder(int[] values) {
            this.values = values;
        }
    }

    static Holder frozen;

    public static void main(String[] args) throws Exception {
        new Holder(new int[0]); // initialize Holder now: class initialization is synchronization
        AtomicReferenceArray<int[]> slots = new AtomicReferenceArray<>(1);
        CountDownLatch stored = new CountDownLatch(1);
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            int[] values = new int[4];
            slots.set(0, values);
            stored.countDown();
            values[2] = 7; // after the publication: unordered with the reader
            frozen = new Holder(values); // a final-field store: orders nothing for the reader
            written.raise();
        });
        stored.await();
        written.await();
        int[] values = slots.get(0);
        int v = values[2]; // RACE read int[][2]
        t.join();
        System.out.println(v);
    }
}
