package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** The writer publishes with setRelease, but the reader polls the flag with getOpaque: without an acquire on the reading side there is no edge. */
public class ReleaseWithoutAcquire {
    private static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findVarHandle(ReleaseWithoutAcquire.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    boolean ready;
    String payload;

    static void publish(ReleaseWithoutAcquire p) {
        READY.setRelease(p, true);
    }

    static boolean peek(ReleaseWithoutAcquire p) {
        return (boolean) READY.getOpaque(p);
    }

    public static void main(String[] args) throws Exception {
        ReleaseWithoutAcquire warm = new ReleaseWithoutAcquire(); // link the call sites before any thread starts
        publish(warm);
        peek(warm);
        ReleaseWithoutAcquire p = new ReleaseWithoutAcquire();
        Thread t = Signal.start("publisher", () -> {
            p.payload = "ready";
            publish(p);
        });
        while (!peek(p)) {
            Thread.onSpinWait();
        }
        String v = p.payload; // RACE read ReleaseWithoutAcquire.payload
        t.join();
        if (v == null) {
            throw new AssertionError();
        }
    }
}
