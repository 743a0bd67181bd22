package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Mailboxes as plain Object[] elements accessed through an array-element VarHandle: producers place
 * a filled message with compareAndSet(box, null, m), consumers take it with getAndSet(box, null).
 * Both are volatile read-modify-writes of the element, so a message's fields are visible to its taker.
 */
public class ArrayCasMailboxes {
    private static final VarHandle BOX = MethodHandles.arrayElementVarHandle(Object[].class);

    static final class Msg {
        long payload;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int producers = n / 2;
        int consumers = n - producers;
        int perProducer = 100;
        Object[] boxes = new Object[4];
        AtomicInteger left = new AtomicInteger(producers * perProducer);
        long[] sums = new long[consumers];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < producers; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 1; k <= perProducer; k++) {
                    Msg m = new Msg();
                    m.payload = k;
                    int box = (id + k) % boxes.length;
                    long deadline = Waits.deadline();
                    while (!BOX.compareAndSet(boxes, box, (Object) null, (Object) m)) {
                        box = (box + 1) % boxes.length;
                        Waits.spin(deadline);
                    }
                }
            }, "producer-" + i);
        }
        for (int i = 0; i < consumers; i++) {
            int id = i;
            ts[producers + i] = new Thread(() -> {
                long s = 0;
                int box = id % boxes.length;
                long deadline = Waits.deadline();
                while (left.get() > 0) {
                    Waits.spin(deadline);
                    Msg m = (Msg) BOX.getAndSet(boxes, box, (Object) null);
                    if (m != null) {
                        s += m.payload;
                        left.decrementAndGet();
                    }
                    box = (box + 1) % boxes.length;
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
