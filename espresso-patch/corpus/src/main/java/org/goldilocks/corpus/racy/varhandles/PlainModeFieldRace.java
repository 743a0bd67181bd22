package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** VarHandle plain-mode get/set are ordinary data accesses: a plain VarHandle read races with another thread's unordered plain VarHandle write. */
public class PlainModeFieldRace {
    private static final VarHandle LIMIT;

    static {
        try {
            LIMIT = MethodHandles.lookup().findVarHandle(PlainModeFieldRace.class, "limit", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    long limit;

    static void store(PlainModeFieldRace p, long v) {
        LIMIT.set(p, v);
    }

    static long load(PlainModeFieldRace p) {
        return (long) LIMIT.get(p); // RACE read PlainModeFieldRace.limit
    }

    public static void main(String[] args) throws Exception {
        PlainModeFieldRace warm = new PlainModeFieldRace(); // link the call sites before any thread starts
        store(warm, 1);
        load(warm);
        PlainModeFieldRace p = new PlainModeFieldRace();
        Signal stored = new Signal();
        Thread t = Signal.start("writer", () -> {
            store(p, 500);
            stored.raise();
        });
        stored.await();
        long v = load(p);
        t.join();
        if (v != 500) {
            throw new AssertionError(v);
        }
    }
}
