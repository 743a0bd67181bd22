package org.goldilocks.corpus.racy.fresh;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A new object is filled and handed over with setOpaque, which orders nothing: the reader's read
 * of what the constructor-like code wrote races with it, although the object never went through
 * a checked access before the handoff.
 */
public class OpaquePublishedObject {
    private static final VarHandle BOX;

    static {
        try {
            BOX = MethodHandles.lookup().findVarHandle(OpaquePublishedObject.class, "box", Box.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final class Box {
        int value;
        int untouched;
    }

    Box box;

    static void publish(OpaquePublishedObject p, Box b) {
        BOX.setOpaque(p, b);
    }

    static Box get(OpaquePublishedObject p) {
        return (Box) BOX.getOpaque(p);
    }

    public static void main(String[] args) throws Exception {
        OpaquePublishedObject warm = new OpaquePublishedObject(); // link the call sites before any thread starts
        publish(warm, null);
        get(warm);
        OpaquePublishedObject p = new OpaquePublishedObject();
        Thread t = new Thread(() -> {
            Box b = new Box();
            b.value = 42;
            publish(p, b);
        }, "publisher");
        t.start();
        Box b;
        while ((b = get(p)) == null) {
            Thread.onSpinWait();
        }
        int u = b.untouched; // the default value: never written, no race
        int v = b.value; // RACE read OpaquePublishedObject$Box.value
        t.join();
        if (u != 0 || v != 42) {
            throw new AssertionError(v);
        }
    }
}
