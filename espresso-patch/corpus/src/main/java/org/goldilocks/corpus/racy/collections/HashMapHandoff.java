package org.goldilocks.corpus.racy.collections;

import java.util.HashMap;
import java.util.Map;

import org.goldilocks.corpus.support.Signal;

/** The broken twin of ConcurrentHashMapHandoff: a plain HashMap publishes nothing, and the consumer's get() races inside HashMap with the producer's put(). */
public class HashMapHandoff {
    static final class Order {
        int id;
    }

    public static void main(String[] args) throws Exception {
        Map<String, Order> map = new HashMap<>();
        Signal published = new Signal();
        Thread producer = Signal.start("producer", () -> {
            Order o = new Order();
            o.id = 7;
            map.put("order-7", o);
            published.raise();
        });
        published.await();
        Order o = map.get("order-7"); // RACE read java.util.HashMap.table
        producer.join();
        if (o == null || o.id != 7) {
            throw new AssertionError();
        }
    }
}
