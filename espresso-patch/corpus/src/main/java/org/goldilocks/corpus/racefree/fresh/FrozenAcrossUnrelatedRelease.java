package org.goldilocks.corpus.racefree.fresh;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * JLS 17.5: an array filled across synchronization that has nothing to do with it (a put into a
 * ConcurrentHashMap before each element, as ZoneRules.readExternal does while it fills its offset
 * arrays from the ZoneOffset cache), and only then stored into a final field. The holder is handed
 * over with setOpaque, which orders nothing; the reader reaches the array through the final field,
 * so it sees every element written before the freeze: no race. The array was never stored
 * anywhere else, so no other thread could have read it another way.
 */
public class FrozenAcrossUnrelatedRelease {
    private static final VarHandle HOLDER;

    static {
        try {
            HOLDER = MethodHandles.lookup().findVarHandle(FrozenAcrossUnrelatedRelease.class, "holder", Holder.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final class Holder {
        final int[] values;

        Holder(int[] values) {
            this.values = values;
        }
    }

    Holder holder;

    static void publish(FrozenAcrossUnrelatedRelease p, Holder h) {
        HOLDER.setOpaque(p, h);
    }

    static Holder get(FrozenAcrossUnrelatedRelease p) {
        return (Holder) HOLDER.getOpaque(p);
    }

    public static void main(String[] args) throws Exception {
        FrozenAcrossUnrelatedRelease warm = new FrozenAcrossUnrelatedRelease(); // link the call sites before any thread starts
        publish(warm, null);
        get(warm);
        new Holder(new int[0]); // initialize Holder now: class initialization is synchronization
        ConcurrentHashMap<Integer, Integer> cache = new ConcurrentHashMap<>();
        FrozenAcrossUnrelatedRelease p = new FrozenAcrossUnrelatedRelease();
        Thread t = new Thread(() -> {
            int[] values = new int[3];
            for (int i = 0; i < values.length; i++) {
                cache.put(i, i); // a release: the allocating epoch is over
                values[i] = 10 + i;
            }
            publish(p, new Holder(values));
        }, "publisher");
        t.start();
        Holder h;
        while ((h = get(p)) == null) {
            Thread.onSpinWait();
        }
        int sum = 0;
        for (int i = 0; i < h.values.length; i++) {
            sum += h.values[i];
        }
        t.join();
        if (sum != 33) {
            throw new AssertionError(sum);
        }
    }
}
