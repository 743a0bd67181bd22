package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A field declared without volatile, accessed only through a VarHandle in volatile mode
 * (setVolatile/getVolatile): the access mode, not the declaration, makes it synchronization, so the
 * plain data written before setVolatile is visible after a getVolatile that sees it.
 */
public class VolatileModeOnPlainField {
    private static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findVarHandle(VolatileModeOnPlainField.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    boolean ready; // not volatile: only ever accessed through READY in volatile mode
    String message;
    long[] numbers;

    public static void main(String[] args) throws Exception {
        VolatileModeOnPlainField p = new VolatileModeOnPlainField();
        int n = Threads.count(args, 4);
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                long deadline = Waits.deadline();
                while (!(boolean) READY.getVolatile(p)) {
                    Waits.spin(deadline);
                }
                if (!p.message.equals("hello") || p.numbers[1] != 2) {
                    throw new AssertionError("unpublished data");
                }
            }, "reader-" + i);
            readers[i].start();
        }
        Thread writer = new Thread(() -> {
            p.message = "hello";
            p.numbers = new long[] {1, 2, 3};
            READY.setVolatile(p, true);
        }, "writer");
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}
