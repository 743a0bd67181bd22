package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** The reader's getAcquire runs before the writer's setRelease and sees the old value: an acquire that does not observe the release gets no edge. */
public class AcquireBeforeRelease {
    private static final VarHandle VERSION;

    static {
        try {
            VERSION = MethodHandles.lookup().findVarHandle(AcquireBeforeRelease.class, "version", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int version;
    long data;

    static void publish(AcquireBeforeRelease p, int v) {
        VERSION.setRelease(p, v);
    }

    static int observe(AcquireBeforeRelease p) {
        return (int) VERSION.getAcquire(p);
    }

    public static void main(String[] args) throws Exception {
        AcquireBeforeRelease warm = new AcquireBeforeRelease(); // link the call sites before any thread starts
        publish(warm, 1);
        observe(warm);
        AcquireBeforeRelease p = new AcquireBeforeRelease();
        Signal checked = new Signal();
        Signal written = new Signal();
        Thread t = Signal.start("publisher", () -> {
            checked.await();
            p.data = 7;
            publish(p, 1);
            written.raise();
        });
        int seen = observe(p); // 0: before the release
        checked.raise();
        written.await();
        long d = p.data; // RACE read AcquireBeforeRelease.data
        t.join();
        if (seen != 0 || d != 7) {
            throw new AssertionError(seen + " " + d);
        }
    }
}
