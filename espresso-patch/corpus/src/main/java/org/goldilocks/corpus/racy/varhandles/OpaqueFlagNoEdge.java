package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/**
 * Data "published" with an opaque flag (setOpaque / getOpaque): opaque accesses are atomic and
 * coherent but create no happens-before edge, so the read of the data races even though the reader
 * saw the flag set after the write.
 */
public class OpaqueFlagNoEdge {
    private static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findVarHandle(OpaqueFlagNoEdge.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    boolean ready;
    int payload;

    static void publish(OpaqueFlagNoEdge p) {
        READY.setOpaque(p, true);
    }

    static boolean isReady(OpaqueFlagNoEdge p) {
        return (boolean) READY.getOpaque(p);
    }

    public static void main(String[] args) throws Exception {
        OpaqueFlagNoEdge warm = new OpaqueFlagNoEdge(); // link the call sites before any thread starts
        publish(warm);
        isReady(warm);
        OpaqueFlagNoEdge p = new OpaqueFlagNoEdge();
        Thread t = Signal.start("publisher", () -> {
            p.payload = 42;
            publish(p);
        });
        while (!isReady(p)) {
            Thread.onSpinWait();
        }
        int v = p.payload; // RACE read OpaqueFlagNoEdge.payload
        t.join();
        if (v != 42) {
            throw new AssertionError(v);
        }
    }
}
