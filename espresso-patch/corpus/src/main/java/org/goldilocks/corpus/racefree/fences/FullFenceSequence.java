package org.goldilocks.corpus.racefree.fences;

import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Waits;

/**
 * A single-producer ring with a plain cursor ordered by {@code VarHandle.fullFence()} on both sides
 * (a full fence is a release and an acquire fence): the consumer reads the slots up to the cursor it
 * saw; the producer reuses a slot only after the consumer's plain progress counter, published the
 * same way, says it was consumed.
 */
public class FullFenceSequence {
    private static final int SIZE = 8;
    final long[] slots = new long[SIZE];
    long cursor = -1;
    long consumed = -1;

    void publish(long sequence) {
        VarHandle.fullFence();
        cursor = sequence;
    }

    long cursor() {
        long c = cursor;
        VarHandle.fullFence();
        return c;
    }

    void consumed(long sequence) {
        VarHandle.fullFence();
        consumed = sequence;
    }

    long consumed() {
        long c = consumed;
        VarHandle.fullFence();
        return c;
    }

    public static void main(String[] args) throws Exception {
        FullFenceSequence ring = new FullFenceSequence();
        int events = 2_000;
        long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            long deadline = Waits.deadline();
            long next = 0;
            while (next < events) {
                long available = ring.cursor();
                if (available < next) {
                    Waits.spin(deadline);
                    continue;
                }
                for (; next <= available; next++) {
                    sum[0] += ring.slots[(int) (next % SIZE)];
                }
                ring.consumed(next - 1);
            }
        }, "consumer");
        consumer.start();
        long deadline = Waits.deadline();
        for (long s = 0; s < events; s++) {
            while (s - ring.consumed() > SIZE) {
                Waits.spin(deadline);
            }
            ring.slots[(int) (s % SIZE)] = s;
            ring.publish(s);
        }
        consumer.join();
        long expected = (long) events * (events - 1) / 2;
        if (sum[0] != expected) {
            throw new AssertionError(sum[0] + " != " + expected);
        }
    }
}
