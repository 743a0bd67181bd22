package org.goldilocks.corpus.racefree.reflection;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A volatile field written and read only through reflection (Field.setBoolean/getBoolean) still is
 * a volatile variable (JLS 17.4.4 is about the variable, not the access path): the plain data
 * written before the reflective volatile write is visible after a reflective read that sees it.
 */
public class ReflectiveVolatileWritePublishes {
    private volatile boolean ready;
    private int[] data;

    public static void main(String[] args) throws Exception {
        ReflectiveVolatileWritePublishes p = new ReflectiveVolatileWritePublishes();
        Field ready = ReflectiveVolatileWritePublishes.class.getDeclaredField("ready");
        ready.setAccessible(true);
        int n = Threads.count(args, 4);
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                try {
                    long deadline = Waits.deadline();
                    while (!ready.getBoolean(p)) {
                        Waits.spin(deadline);
                    }
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
                if (p.data[2] != 3) {
                    throw new AssertionError("unpublished");
                }
            }, "reader-" + i);
            readers[i].start();
        }
        Thread writer = new Thread(() -> {
            p.data = new int[] {1, 2, 3};
            try {
                ready.setBoolean(p, true);
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }, "writer");
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}
