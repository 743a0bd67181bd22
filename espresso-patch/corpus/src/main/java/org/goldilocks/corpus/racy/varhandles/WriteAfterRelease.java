package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** The writer's setRelease comes before the data write: a release orders only the writes that precede it. */
public class WriteAfterRelease {
    private static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findVarHandle(WriteAfterRelease.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    boolean ready;
    int[] data;

    static void publish(WriteAfterRelease p) {
        READY.setRelease(p, true);
    }

    static boolean isReady(WriteAfterRelease p) {
        return (boolean) READY.getAcquire(p);
    }

    public static void main(String[] args) throws Exception {
        WriteAfterRelease warm = new WriteAfterRelease(); // link the call sites before any thread starts
        publish(warm);
        isReady(warm);
        WriteAfterRelease p = new WriteAfterRelease();
        Signal written = new Signal();
        Thread t = Signal.start("publisher", () -> {
            publish(p);
            p.data = new int[] {1, 2};
            written.raise();
        });
        while (!isReady(p)) {
            Thread.onSpinWait();
        }
        written.await();
        int[] d = p.data; // RACE read WriteAfterRelease.data
        t.join();
        if (d != null && d.length != 2) {
            throw new AssertionError();
        }
    }
}
