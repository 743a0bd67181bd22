package org.goldilocks.corpus.racy.unsafe;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Signal;

import sun.misc.Unsafe;

/** The writer's release store (putOrderedInt) precedes the data write; the reader's getIntVolatile that sees it orders only what came before the store. */
@SuppressWarnings("removal")
public class UnsafeOrderedWriteBeforeData {
    private static final Unsafe U;
    private static final long READY;

    static {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (Unsafe) f.get(null);
            READY = U.objectFieldOffset(UnsafeOrderedWriteBeforeData.class.getDeclaredField("ready"));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    volatile int ready;
    String payload;

    public static void main(String[] args) throws Exception {
        U.getIntVolatile(new UnsafeOrderedWriteBeforeData(), READY); // first Unsafe use before any thread starts
        UnsafeOrderedWriteBeforeData p = new UnsafeOrderedWriteBeforeData();
        Signal written = new Signal();
        Thread t = Signal.start("publisher", () -> {
            U.putOrderedInt(p, READY, 1);
            p.payload = "late";
            written.raise();
        });
        while (U.getIntVolatile(p, READY) == 0) {
            Thread.onSpinWait();
        }
        written.await();
        String v = p.payload; // RACE read UnsafeOrderedWriteBeforeData.payload
        t.join();
        if (v == null) {
            throw new AssertionError();
        }
    }
}
