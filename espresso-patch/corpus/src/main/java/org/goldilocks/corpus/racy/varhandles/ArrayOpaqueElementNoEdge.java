package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** A slot "published" by an opaque store to a flag element: opaque element accesses give no happens-before, so the data read races. */
public class ArrayOpaqueElementNoEdge {
    private static final VarHandle FLAG = MethodHandles.arrayElementVarHandle(boolean[].class);

    static void publish(boolean[] flags, int i) {
        FLAG.setOpaque(flags, i, true);
    }

    static boolean isSet(boolean[] flags, int i) {
        return (boolean) FLAG.getOpaque(flags, i);
    }

    public static void main(String[] args) throws Exception {
        boolean[] warm = new boolean[1]; // link the call sites before any thread starts
        publish(warm, 0);
        isSet(warm, 0);
        boolean[] flags = new boolean[4];
        long[] data = new long[4];
        Thread t = Signal.start("worker", () -> {
            data[3] = 123;
            publish(flags, 3);
        });
        while (!isSet(flags, 3)) {
            Thread.onSpinWait();
        }
        long v = data[3]; // RACE read long[][3]
        t.join();
        if (v != 123) {
            throw new AssertionError(v);
        }
    }
}
