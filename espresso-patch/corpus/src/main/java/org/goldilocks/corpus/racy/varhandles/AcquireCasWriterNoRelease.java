package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/**
 * weakCompareAndSetAcquire: its read is an acquire, its write is plain. A writer that publishes
 * with it releases nothing, so the reader's acquire of the flag does not order the data written
 * before it.
 */
public class AcquireCasWriterNoRelease {
    private static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findVarHandle(AcquireCasWriterNoRelease.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int flag;
    int[] data;

    static void publish(AcquireCasWriterNoRelease p) {
        while (!FLAG.weakCompareAndSetAcquire(p, 0, 1)) {
            Thread.onSpinWait(); // a weak CAS may fail spuriously
        }
    }

    static int peek(AcquireCasWriterNoRelease p) {
        return (int) FLAG.getAcquire(p);
    }

    public static void main(String[] args) throws Exception {
        AcquireCasWriterNoRelease warm = new AcquireCasWriterNoRelease(); // link the call sites before any thread starts
        publish(warm);
        peek(warm);
        AcquireCasWriterNoRelease p = new AcquireCasWriterNoRelease();
        Signal set = new Signal();
        Thread writer = Signal.start("writer", () -> {
            p.data = new int[] {4, 2};
            publish(p);
            set.raise();
        });
        set.await();
        if (peek(p) == 1) {
            int[] d = p.data; // RACE read AcquireCasWriterNoRelease.data
            System.out.println(d[0]);
        }
        writer.join();
    }
}
