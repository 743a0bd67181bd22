package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A lock-free Treiber stack on AtomicReference.compareAndSet: a node's plain fields are written
 * before the CAS that pushes it, and a popper reads them after the get()/CAS that saw it, so every
 * node read is ordered after its initialization (a successful CAS is a volatile read and write).
 */
public class TreiberStack {
    static final class Node {
        int value;
        Node next;
    }

    private final AtomicReference<Node> top = new AtomicReference<>();

    void push(int v) {
        Node n = new Node();
        n.value = v;
        Node t;
        do {
            t = top.get();
            n.next = t;
        } while (!top.compareAndSet(t, n));
    }

    /** Returns the value or -1 if empty. */
    int pop() {
        Node t;
        do {
            t = top.get();
            if (t == null) {
                return -1;
            }
        } while (!top.compareAndSet(t, t.next));
        return t.value;
    }

    public static void main(String[] args) throws Exception {
        TreiberStack s = new TreiberStack();
        int n = Threads.count(args, 4);
        int producers = n / 2;
        int consumers = n - producers;
        int perProducer = 300;
        AtomicInteger remaining = new AtomicInteger(producers * perProducer);
        long[] sums = new long[consumers];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < producers; i++) {
            int base = i * perProducer;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < perProducer; k++) {
                    s.push(base + k);
                }
            }, "pusher-" + i);
        }
        for (int i = 0; i < consumers; i++) {
            int id = i;
            ts[producers + i] = new Thread(() -> {
                long sum = 0;
                long deadline = Waits.deadline();
                while (remaining.get() > 0) {
                    int v = s.pop();
                    if (v >= 0) {
                        sum += v;
                        remaining.decrementAndGet();
                    } else {
                        Waits.spin(deadline);
                    }
                }
                sums[id] = sum;
            }, "popper-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long total = 0;
        for (long v : sums) {
            total += v;
        }
        long m = (long) producers * perProducer;
        if (total != m * (m - 1) / 2) {
            throw new AssertionError(total);
        }
    }
}
