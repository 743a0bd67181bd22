package org.goldilocks.corpus.racy.misc;

import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.corpus.support.Signal;

/**
 * JLS 17.5 guarantees what a final field refers to only to threads that reach it through that
 * field. An array handed over through a ConcurrentHashMap and written again afterwards still races
 * with the reader that got it from the map, even though the writer then stores it into a final field.
 */
public class WrittenAfterPublicationThenFrozen {
    static final class Holder {
        final int[] values;

        Holder(int[] values) {
            this.values = values;
        }
    }

    static Holder frozen;

    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, int[]> map = new ConcurrentHashMap<>();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            int[] a = new int[4];
            map.put("a", a);
            a[1] = 7; // after the publication: unordered with the reader
            frozen = new Holder(a); // a final-field store: orders nothing for the reader
            written.raise();
        });
        written.await();
        int[] a = map.get("a");
        int v = a[1]; // RACE read int[][1]
        t.join();
        System.out.println(v);
    }
}
