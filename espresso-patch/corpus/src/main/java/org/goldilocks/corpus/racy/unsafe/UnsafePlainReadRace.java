package org.goldilocks.corpus.racy.unsafe;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Signal;

import sun.misc.Unsafe;

/** A plain sun.misc.Unsafe.getInt is a data access of the field: it races with another thread's unordered putfield. */
@SuppressWarnings("removal")
public class UnsafePlainReadRace {
    private static final Unsafe U;
    private static final long LEVEL;

    static {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (Unsafe) f.get(null);
            LEVEL = U.objectFieldOffset(UnsafePlainReadRace.class.getDeclaredField("level"));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int level;

    public static void main(String[] args) throws Exception {
        U.getInt(new UnsafePlainReadRace(), LEVEL); // first Unsafe use (and its warning) before any thread starts
        UnsafePlainReadRace p = new UnsafePlainReadRace();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.level = 3;
            written.raise();
        });
        written.await();
        int v = U.getInt(p, LEVEL); // RACE read UnsafePlainReadRace.level
        t.join();
        if (v != 3) {
            throw new AssertionError(v);
        }
    }
}
