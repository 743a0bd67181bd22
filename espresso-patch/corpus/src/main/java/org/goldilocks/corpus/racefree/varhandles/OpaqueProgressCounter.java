package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Progress reporting with opaque accesses: a worker publishes its progress with setOpaque and
 * monitors poll it with getOpaque. Opaque accesses are atomic and coherent but neither data
 * accesses nor synchronization, so they never race; the worker's real result goes through join.
 */
public class OpaqueProgressCounter {
    private static final VarHandle PROGRESS;

    static {
        try {
            PROGRESS = MethodHandles.lookup().findVarHandle(OpaqueProgressCounter.class, "progress", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int progress;
    long result;

    public static void main(String[] args) throws Exception {
        OpaqueProgressCounter p = new OpaqueProgressCounter();
        int steps = 2000;
        int n = Threads.count(args, 4);
        Thread worker = new Thread(() -> {
            long r = 0;
            for (int i = 1; i <= steps; i++) {
                r += i;
                PROGRESS.setOpaque(p, i);
            }
            p.result = r;
        }, "worker");
        Thread[] monitors = new Thread[n - 1];
        for (int i = 0; i < monitors.length; i++) {
            monitors[i] = new Thread(() -> {
                int last = 0;
                long deadline = Waits.deadline();
                while (last < steps) {
                    Waits.spin(deadline);
                    int now = (int) PROGRESS.getOpaque(p);
                    if (now < last) {
                        throw new AssertionError("opaque reads went backwards: " + now + " < " + last);
                    }
                    last = now;
                }
            }, "monitor-" + i);
            monitors[i].start();
        }
        worker.start();
        worker.join();
        for (Thread t : monitors) {
            t.join();
        }
        if (p.result != (long) steps * (steps + 1) / 2) {
            throw new AssertionError(p.result);
        }
    }
}
