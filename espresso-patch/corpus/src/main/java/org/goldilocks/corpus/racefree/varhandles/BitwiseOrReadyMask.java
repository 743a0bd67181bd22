package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Workers write their own plain slot and then set their bit with VarHandle.getAndBitwiseOr (a
 * volatile read-modify-write); a collector polls the mask with getVolatile until every bit is set.
 * Its read comes after every worker's volatile update in the synchronization order, so each update
 * synchronizes-with it (JLS 17.4.4) and every slot is visible.
 */
public class BitwiseOrReadyMask {
    private static final VarHandle MASK;

    static {
        try {
            MASK = MethodHandles.lookup().findVarHandle(BitwiseOrReadyMask.class, "mask", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    long mask;

    public static void main(String[] args) throws Exception {
        BitwiseOrReadyMask p = new BitwiseOrReadyMask();
        int n = Math.min(Threads.count(args, 4), 63);
        String[] slots = new String[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                slots[id] = "worker " + id;
                MASK.getAndBitwiseOr(p, 1L << id);
            }, "worker-" + i);
            ts[i].start();
        }
        long all = (1L << n) - 1;
        long deadline = Waits.deadline();
        while ((long) MASK.getVolatile(p) != all) {
            Waits.spin(deadline);
        }
        for (int i = 0; i < n; i++) {
            if (!slots[i].equals("worker " + i)) {
                throw new AssertionError(slots[i]);
            }
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
