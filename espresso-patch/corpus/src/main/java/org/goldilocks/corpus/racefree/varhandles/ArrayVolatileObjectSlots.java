package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A table of lazily built entries in an Object[] accessed with getVolatile/setVolatile: a builder
 * fills an entry's plain fields, then stores it with setVolatile; readers that getVolatile a
 * non-null entry see its fields (a volatile write happens-before every later volatile read of the element).
 */
public class ArrayVolatileObjectSlots {
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Entry[].class);

    static final class Entry {
        int key;
        long value;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        Entry[] table = new Entry[32];
        Thread builder = new Thread(() -> {
            for (int k = table.length - 1; k >= 0; k--) {
                Entry e = new Entry();
                e.key = k;
                e.value = (long) k * k;
                SLOT.setVolatile(table, k, e);
            }
        }, "builder");
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                int found = 0;
                long deadline = Waits.deadline();
                while (found < table.length) {
                    Waits.spin(deadline);
                    found = 0;
                    for (int k = 0; k < table.length; k++) {
                        Entry e = (Entry) SLOT.getVolatile(table, k);
                        if (e != null) {
                            if (e.key != k || e.value != (long) k * k) {
                                throw new AssertionError("entry " + k);
                            }
                            found++;
                        }
                    }
                }
            }, "reader-" + i);
            readers[i].start();
        }
        builder.start();
        builder.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}
