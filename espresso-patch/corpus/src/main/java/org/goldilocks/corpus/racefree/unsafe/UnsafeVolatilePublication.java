package org.goldilocks.corpus.racefree.unsafe;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

import sun.misc.Unsafe;

/**
 * Publication through sun.misc.Unsafe.putObjectVolatile / getObjectVolatile on a reference field:
 * the Unsafe volatile store and load have volatile semantics, so the object's plain fields, written
 * before the store, are visible to a reader whose load returns it.
 */
@SuppressWarnings("removal")
public class UnsafeVolatilePublication {
    private static final Unsafe U;
    private static final long CURRENT;

    static {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (Unsafe) f.get(null);
            CURRENT = U.objectFieldOffset(UnsafeVolatilePublication.class.getDeclaredField("current"));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final class Snapshot {
        int id;
        double[] values;
    }

    Object current; // accessed only through Unsafe volatile operations

    public static void main(String[] args) throws Exception {
        UnsafeVolatilePublication p = new UnsafeVolatilePublication();
        int n = Threads.count(args, 4);
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                Snapshot s;
                long deadline = Waits.deadline();
                while ((s = (Snapshot) U.getObjectVolatile(p, CURRENT)) == null) {
                    Waits.spin(deadline);
                }
                if (s.id != 9 || s.values[2] != 2.5) {
                    throw new AssertionError("unpublished snapshot");
                }
            }, "reader-" + i);
            readers[i].start();
        }
        Thread writer = new Thread(() -> {
            Snapshot s = new Snapshot();
            s.id = 9;
            s.values = new double[] {0.5, 1.5, 2.5};
            U.putObjectVolatile(p, CURRENT, s);
        }, "writer");
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}
