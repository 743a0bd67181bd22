package org.goldilocks.corpus.racy.unsafe;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Signal;

/** A plain sun.misc.Unsafe.putLong into an array element is a data write: it races with another thread's earlier, unordered laload of that element. */
@SuppressWarnings("removal")
public class UnsafePlainArrayWriteRace {
    private static final sun.misc.Unsafe U;
    private static final long BASE;
    private static final long SCALE;

    static {
        try {
            Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (sun.misc.Unsafe) f.get(null);
            BASE = U.arrayBaseOffset(long[].class);
            SCALE = U.arrayIndexScale(long[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        U.putLong(new long[1], BASE, 0); // first Unsafe use (and its warning) before any thread starts
        long[] counters = new long[4];
        long[] seen = new long[1];
        Signal read = new Signal();
        Thread t = Signal.start("reader", () -> {
            seen[0] = counters[1];
            read.raise();
        });
        read.await();
        U.putLong(counters, BASE + SCALE, 5L); // RACE write long[][1]
        t.join();
    }
}
