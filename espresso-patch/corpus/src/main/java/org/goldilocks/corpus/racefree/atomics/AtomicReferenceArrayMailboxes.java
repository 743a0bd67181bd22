package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Mailboxes in an AtomicReferenceArray: producers fill a message (plain fields) and place it with
 * compareAndSet(i, null, msg); consumers take it with getAndSet(i, null). Both are volatile
 * read-and-writes of the element, so the message's fields are visible to whoever takes it.
 */
public class AtomicReferenceArrayMailboxes {
    static final class Msg {
        int from;
        long payload;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int producers = n / 2;
        int consumers = n - producers;
        int perProducer = 100;
        AtomicReferenceArray<Msg> boxes = new AtomicReferenceArray<>(4);
        AtomicInteger left = new AtomicInteger(producers * perProducer);
        long[] sums = new long[consumers];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < producers; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < perProducer; k++) {
                    Msg m = new Msg();
                    m.from = id;
                    m.payload = k + 1;
                    int box = (id + k) % boxes.length();
                    long deadline = Waits.deadline();
                    while (!boxes.compareAndSet(box, null, m)) {
                        box = (box + 1) % boxes.length();
                        Waits.spin(deadline);
                    }
                }
            }, "producer-" + i);
        }
        for (int i = 0; i < consumers; i++) {
            int id = i;
            ts[producers + i] = new Thread(() -> {
                long s = 0;
                int box = id;
                long deadline = Waits.deadline();
                while (left.get() > 0) {
                    Waits.spin(deadline);
                    Msg m = boxes.getAndSet(box, null);
                    if (m != null) {
                        s += m.payload;
                        left.decrementAndGet();
                    }
                    box = (box + 1) % boxes.length();
                }
                sums[id] = s;
            }, "consumer-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long total = 0;
        for (long s : sums) {
            total += s;
        }
        if (total != (long) producers * perProducer * (perProducer + 1) / 2) {
            throw new AssertionError(total);
        }
    }
}
