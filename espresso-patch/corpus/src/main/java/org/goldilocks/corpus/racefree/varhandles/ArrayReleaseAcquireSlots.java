package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Per-slot publication with an array-element VarHandle: worker i writes its plain result into
 * results[i], then setRelease(ready, i, 1); the collector polls getAcquire(ready, i). A release write
 * happens-before an acquire read of the same element that observes it.
 */
public class ArrayReleaseAcquireSlots {
    private static final VarHandle READY = MethodHandles.arrayElementVarHandle(int[].class);

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int[] ready = new int[n];
        String[] results = new String[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                results[id] = "result-" + id;
                READY.setRelease(ready, id, 1);
            }, "worker-" + i);
            ts[i].start();
        }
        for (int i = 0; i < n; i++) {
            long deadline = Waits.deadline();
            while ((int) READY.getAcquire(ready, i) == 0) {
                Waits.spin(deadline);
            }
            if (!results[i].equals("result-" + i)) {
                throw new AssertionError(results[i]);
            }
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
