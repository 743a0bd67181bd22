package org.goldilocks.corpus.racefree;

import java.util.ArrayDeque;

/**
 * The Goldilocks paper's container example: items live in a queue protected by lock La; a thread
 * takes one out and moves it to a queue protected by Lb without touching the item. From then on
 * the item's fields are protected by Lb. Ownership moved with no access to the item itself.
 */
public class ContainerOwnershipTransfer {
    static final class Item {
        int value;
    }

    private final Object la = new Object();
    private final Object lb = new Object();
    private final ArrayDeque<Item> a = new ArrayDeque<>();
    private final ArrayDeque<Item> b = new ArrayDeque<>();

    public static void main(String[] args) throws Exception {
        ContainerOwnershipTransfer p = new ContainerOwnershipTransfer();
        Thread producer = new Thread(() -> {
            for (int i = 0; i < 100; i++) {
                Item it = new Item();
                it.value = i; // written while only this thread knows it
                synchronized (p.la) {
                    p.a.add(it);
                }
            }
        }, "producer");
        Thread mover = new Thread(() -> {
            int moved = 0;
            while (moved < 100) {
                Item it;
                synchronized (p.la) {
                    it = p.a.poll();
                }
                if (it == null) {
                    Thread.onSpinWait();
                    continue;
                }
                synchronized (p.lb) {
                    p.b.add(it);
                }
                moved++;
            }
        }, "mover");
        Thread consumer = new Thread(() -> {
            int seen = 0;
            while (seen < 100) {
                synchronized (p.lb) {
                    Item it = p.b.poll();
                    if (it != null) {
                        it.value += 1000; // now protected by lb
                        seen++;
                    }
                }
            }
        }, "consumer");
        producer.start();
        mover.start();
        consumer.start();
        producer.join();
        mover.join();
        consumer.join();
    }
}
