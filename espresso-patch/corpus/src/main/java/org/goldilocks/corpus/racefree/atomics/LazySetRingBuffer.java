package org.goldilocks.corpus.racefree.atomics;

import org.goldilocks.corpus.support.Waits;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A single-producer single-consumer ring buffer with plain array slots and AtomicLong indices
 * advanced with lazySet (a release write, setRelease) and read with get() (a volatile read): a
 * release write happens-before an acquiring read that observes it (Lea, "Using JDK 9 Memory Order
 * Modes"), so a slot's contents are visible to the consumer, and its reuse waits for the consumer.
 */
public class LazySetRingBuffer {
    private final Object[] slots = new Object[8];
    private final AtomicLong head = new AtomicLong(); // next to take, written by the consumer
    private final AtomicLong tail = new AtomicLong(); // next to fill, written by the producer

    static final class Item {
        long seq;
        String text;
    }

    public static void main(String[] args) throws Exception {
        LazySetRingBuffer q = new LazySetRingBuffer();
        int total = 500;
        Thread producer = new Thread(() -> {
            for (long s = 0; s < total; s++) {
                long deadline = Waits.deadline();
                while (s - q.head.get() >= q.slots.length) {
                    Waits.spin(deadline);
                }
                Item it = new Item();
                it.seq = s;
                it.text = "item";
                q.slots[(int) (s % q.slots.length)] = it;
                q.tail.lazySet(s + 1);
            }
        }, "producer");
        long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            long s = 0;
            for (long h = 0; h < total; h++) {
                long deadline = Waits.deadline();
                while (q.tail.get() <= h) {
                    Waits.spin(deadline);
                }
                int slot = (int) (h % q.slots.length);
                Item it = (Item) q.slots[slot];
                q.slots[slot] = null;
                if (it.seq != h || it.text.length() != 4) {
                    throw new AssertionError("slot " + slot + " holds " + it.seq + ", expected " + h);
                }
                s += it.seq;
                q.head.lazySet(h + 1);
            }
            sum[0] = s;
        }, "consumer");
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        if (sum[0] != (long) total * (total - 1) / 2) {
            throw new AssertionError(sum[0]);
        }
    }
}
