package org.goldilocks.corpus.racefree.varhandles;

import org.goldilocks.corpus.support.Waits;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A one-slot handoff: the producer installs a message with compareAndExchangeRelease(null, m), the
 * consumer takes it with getAndSetAcquire(null). The release write happens-before the acquire that
 * observes it, so the message's plain fields (written before the install) are visible after the take.
 */
public class ExchangeReleaseAcquireHandoff {
    private static final VarHandle SLOT;

    static {
        try {
            SLOT = MethodHandles.lookup().findVarHandle(ExchangeReleaseAcquireHandoff.class, "slot", Msg.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final class Msg {
        int seq;
        int[] body;
    }

    Msg slot;

    public static void main(String[] args) throws Exception {
        ExchangeReleaseAcquireHandoff p = new ExchangeReleaseAcquireHandoff();
        int total = 200;
        Thread producer = new Thread(() -> {
            for (int i = 0; i < total; i++) {
                Msg m = new Msg();
                m.seq = i;
                m.body = new int[] {i, i + 1};
                long deadline = Waits.deadline();
                while (SLOT.compareAndExchangeRelease(p, (Msg) null, m) != null) {
                    Waits.spin(deadline);
                }
            }
        }, "producer");
        producer.start();
        int expected = 0;
        long deadline = Waits.deadline();
        while (expected < total) {
            Msg m = (Msg) SLOT.getAndSetAcquire(p, (Msg) null);
            if (m == null) {
                Waits.spin(deadline);
                continue;
            }
            if (m.seq != expected || m.body[1] != expected + 1) {
                throw new AssertionError("got " + m.seq + " expected " + expected);
            }
            expected++;
        }
        producer.join();
    }
}
