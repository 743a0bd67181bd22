package org.goldilocks.corpus.support;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Orders two threads in real time WITHOUT creating happens-before. Opaque accesses are atomic but
 * give no ordering edge (Lea, "Using JDK 9 Memory Order Modes"), and the runtime treats them as
 * neither synchronization nor data accesses. Racy corpus programs use a Signal to make the racing
 * order deterministic, so the race is raised at the same access in every run.
 *
 * <p>Rule for racy programs: start every thread before the first racing access (gate it on a
 * Signal). Thread.start and thread termination synchronize through the JDK's own thread bookkeeping,
 * so a thread that ran and died before another was started is genuinely ordered before it, and the
 * "race" would not exist in that run.
 */
public final class Signal {
    private static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findVarHandle(Signal.class, "flag", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
        // Link raise()'s and await()'s opaque accesses now, on the thread that initializes Signal
        // (main, before it starts any program thread). A call site's first execution runs JDK
        // linkage code with synchronization of its own, which could otherwise order a racing
        // thread's later steps after another thread's earlier access.
        Signal warmUp = new Signal();
        warmUp.raise();
        warmUp.await();
    }

    @SuppressWarnings("unused") private boolean flag;

    public void raise() {
        FLAG.setOpaque(this, true);
    }

    public void await() {
        while (!(boolean) FLAG.getOpaque(this)) {
            Thread.onSpinWait();
        }
    }

    /** Runs {@code body} in a new started thread with the given name. */
    public static Thread start(String name, Runnable body) {
        Thread t = new Thread(body, name);
        t.start();
        return t;
    }
}
