package org.goldilocks.corpus.racefree.atomics;

import org.goldilocks.corpus.support.Waits;

import java.util.concurrent.atomic.AtomicReference;

/**
 * A one-slot exchange: the producer fills a message and installs it with compareAndSet(null, m);
 * the consumer takes it with getAndSet(null). Both are volatile read-and-writes, so the message's
 * plain fields written before the install are visible after the take, and the producer's next
 * install is ordered after the take.
 */
public class GetAndSetSlotHandoff {
    static final class Msg {
        int seq;
        String body;
    }

    public static void main(String[] args) throws Exception {
        AtomicReference<Msg> slot = new AtomicReference<>();
        int total = 200;
        Thread producer = new Thread(() -> {
            for (int i = 0; i < total; i++) {
                Msg m = new Msg();
                m.seq = i;
                m.body = "msg";
                long deadline = Waits.deadline();
                while (!slot.compareAndSet(null, m)) {
                    Waits.spin(deadline);
                }
            }
        }, "producer");
        producer.start();
        int expected = 0;
        long deadline = Waits.deadline();
        while (expected < total) {
            Msg m = slot.getAndSet(null);
            if (m == null) {
                Waits.spin(deadline);
                continue;
            }
            if (m.seq != expected || !m.body.equals("msg")) {
                throw new AssertionError("got " + m.seq + " expected " + expected);
            }
            expected++;
        }
        producer.join();
    }
}
