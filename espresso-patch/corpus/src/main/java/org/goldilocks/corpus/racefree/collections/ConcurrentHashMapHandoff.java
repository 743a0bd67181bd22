package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Producers put mutable objects (plain fields written before the put) into a ConcurrentHashMap;
 * consumers get them and read the fields. java.util.concurrent package docs: actions in a thread
 * prior to placing an object into any concurrent collection happen-before actions subsequent to the
 * access or removal of that element from the collection in another thread.
 */
public class ConcurrentHashMapHandoff {
    static final class Order {
        int id;
        String customer;
        long[] lines;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int producers = n / 2;
        int consumers = n - producers;
        int perProducer = 100;
        ConcurrentHashMap<Integer, Order> map = new ConcurrentHashMap<>();
        long[] sums = new long[consumers];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < producers; i++) {
            int base = i * perProducer;
            ts[i] = new Thread(() -> {
                for (int k = base; k < base + perProducer; k++) {
                    Order o = new Order();
                    o.id = k;
                    o.customer = "c" + (k % 7);
                    o.lines = new long[] {k, 1};
                    map.put(k, o);
                }
            }, "producer-" + i);
        }
        int total = producers * perProducer;
        for (int i = 0; i < consumers; i++) {
            int id = i;
            ts[producers + i] = new Thread(() -> {
                long s = 0;
                for (int k = id; k < total; k += consumers) {
                    long deadline = Waits.deadline();
                    Order o;
                    while ((o = map.get(k)) == null) {
                        Waits.spin(deadline);
                    }
                    if (o.id != k || o.lines[0] != k || o.customer.isEmpty()) {
                        throw new AssertionError("order " + k);
                    }
                    s += o.lines[0] + o.lines[1];
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
        long all = 0;
        for (long s : sums) {
            all += s;
        }
        if (all != (long) total * (total - 1) / 2 + total) {
            throw new AssertionError(all);
        }
    }
}
