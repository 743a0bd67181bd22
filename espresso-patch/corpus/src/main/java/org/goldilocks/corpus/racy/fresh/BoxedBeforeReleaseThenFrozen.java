package org.goldilocks.corpus.racy.fresh;

import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.corpus.support.Signal;

/**
 * The array is stored into a new box (an array element store), the box is handed over through a
 * ConcurrentHashMap, and only then is the array written and stored into a final field. The reader
 * that got the array out of the box races with that write: the final field covers only readers
 * that go through it, and this array had been reachable from the heap before the write.
 */
public class BoxedBeforeReleaseThenFrozen {
    static final class Holder {
        final int[] values;

        Holder(int[] values) {
            this.values = values;
        }
    }

    static Holder frozen;

    public static void main(String[] args) throws Exception {
        new Holder(new int[0]); // initialize Holder now: class initialization is synchronization
        ConcurrentHashMap<String, Object[]> map = new ConcurrentHashMap<>();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            int[] values = new int[4];
            Object[] box = {values};
            map.put("box", box);
            values[1] = 7; // after the publication: unordered with the reader
            frozen = new Holder(values); // a final-field store: orders nothing for the reader
            written.raise();
        });
        written.await();
        int[] values = (int[]) map.get("box")[0];
        int v = values[1]; // RACE read int[][1]
        t.join();
        System.out.println(v);
    }
}
