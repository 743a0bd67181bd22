package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Waits;

/**
 * getAndSetRelease publishes (its write is a release), getAndAddAcquire observes (its read is an
 * acquire): the writer's plain data, written before its getAndSetRelease, is visible to the reader
 * after a getAndAddAcquire that sees the flag (Lea, "Using JDK 9 Memory Order Modes").
 */
public class GetAndSetReleaseAcquireFlag {
    private static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findVarHandle(GetAndSetReleaseAcquireFlag.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int flag;
    long[] data;

    public static void main(String[] args) throws Exception {
        GetAndSetReleaseAcquireFlag p = new GetAndSetReleaseAcquireFlag();
        Thread writer = new Thread(() -> {
            p.data = new long[] {1, 2, 3};
            int old = (int) FLAG.getAndSetRelease(p, 1);
            if (old != 0) {
                throw new AssertionError(old);
            }
        }, "writer");
        writer.start();
        long deadline = Waits.deadline();
        while ((int) FLAG.getAndAddAcquire(p, 0) == 0) {
            Waits.spin(deadline);
        }
        if (p.data[2] != 3) {
            throw new AssertionError();
        }
        writer.join();
    }
}
