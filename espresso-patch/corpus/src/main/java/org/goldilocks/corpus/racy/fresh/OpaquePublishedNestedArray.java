package org.goldilocks.corpus.racy.fresh;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A new holder and the new array behind it are filled and handed over with setOpaque. The reader
 * reaches the array through the holder; its element read races with the publisher's write.
 */
public class OpaquePublishedNestedArray {
    private static final VarHandle HOLDER;

    static {
        try {
            HOLDER = MethodHandles.lookup().findVarHandle(OpaquePublishedNestedArray.class, "holder", Holder[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final class Holder {
        final long[] data;

        Holder(long[] data) {
            this.data = data;
        }
    }

    Holder[] holder;

    static void publish(OpaquePublishedNestedArray p, Holder[] h) {
        HOLDER.setOpaque(p, h);
    }

    static Holder[] get(OpaquePublishedNestedArray p) {
        return (Holder[]) HOLDER.getOpaque(p);
    }

    public static void main(String[] args) throws Exception {
        OpaquePublishedNestedArray warm = new OpaquePublishedNestedArray(); // link the call sites before any thread starts
        publish(warm, null);
        get(warm);
        new Holder(new long[0]); // initialize Holder now: class initialization is synchronization
        OpaquePublishedNestedArray p = new OpaquePublishedNestedArray();
        Thread t = new Thread(() -> {
            long[] data = new long[4];
            data[2] = 7;
            Holder[] hs = {new Holder(data)};
            publish(p, hs);
        }, "publisher");
        t.start();
        Holder[] hs;
        while ((hs = get(p)) == null) {
            Thread.onSpinWait();
        }
        Holder h = hs[0]; // RACE read OpaquePublishedNestedArray$Holder[][0]
        long v = h.data[2];
        t.join();
        if (v != 7) {
            throw new AssertionError(v);
        }
    }
}
