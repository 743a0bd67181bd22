package org.goldilocks.corpus.racefree.arrays;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * JLS 17.5 with an array long enough for compact element runs: filled by one thread, partly across
 * unrelated releases (a put into a ConcurrentHashMap every 50 elements, so sweeps end in the middle
 * of a run) and partly in one epoch, then stored into a final field; the holder is handed over
 * with setOpaque, which orders nothing. The reader reaches the array through the final field, so it
 * sees every element written before the freeze: no race, whatever state the runs were in.
 */
public class LargeArrayFrozenAcrossReleases {
    private static final VarHandle HOLDER;

    static {
        try {
            HOLDER = MethodHandles.lookup().findVarHandle(LargeArrayFrozenAcrossReleases.class, "holder", Holder.class);
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

    public static void main(String[] args) throws Exception {
        LargeArrayFrozenAcrossReleases warm = new LargeArrayFrozenAcrossReleases(); // link the call sites before any thread starts
        HOLDER.setOpaque(warm, (Holder) null);
        Object unused = (Holder) HOLDER.getOpaque(warm);
        new Holder(new int[0]); // initialize Holder now: class initialization is synchronization
        ConcurrentHashMap<Integer, Integer> cache = new ConcurrentHashMap<>();
        LargeArrayFrozenAcrossReleases p = new LargeArrayFrozenAcrossReleases();
        Thread t = new Thread(() -> {
            int[] values = new int[700];
            for (int i = 0; i < 400; i++) {
                if (i % 50 == 0) {
                    cache.put(i, i); // a release: the filling thread's epoch ends in the middle of a run
                }
                values[i] = i;
            }
            for (int i = 400; i < values.length; i++) {
                values[i] = i;
            }
            HOLDER.setOpaque(p, new Holder(values));
        }, "publisher");
        t.start();
        Holder h;
        while ((h = (Holder) HOLDER.getOpaque(p)) == null) {
            Thread.onSpinWait();
        }
        long sum = 0;
        for (int i = 0; i < h.values.length; i++) {
            sum += h.values[i];
        }
        t.join();
        if (sum != 700L * 699 / 2) {
            throw new AssertionError(sum);
        }
    }
}
