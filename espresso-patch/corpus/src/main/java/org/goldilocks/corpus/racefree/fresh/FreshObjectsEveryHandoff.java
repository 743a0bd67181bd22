package org.goldilocks.corpus.racefree.fresh;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * New objects and arrays, filled by the thread that allocated them (accesses the runtime does not
 * record while nobody else can see them) and then handed over through each kind of edge: a lock,
 * a volatile field, AtomicReference set and setRelease/getAcquire, a blocking queue, thread start,
 * join and a CompletableFuture. The receivers read everything and write it again; meanwhile the
 * allocators go on allocating and filling objects of their own. Nothing races.
 */
public class FreshObjectsEveryHandoff {
    static final class Node {
        int id;
        long sum;
        int[] items;
        Node next;
    }

    private static Node build(int id) {
        Node n = new Node();
        n.id = id;
        n.items = new int[8];
        for (int i = 0; i < n.items.length; i++) {
            n.items[i] = id + i;
            n.sum += n.items[i];
        }
        Node tail = new Node();
        tail.id = -id;
        n.next = tail;
        return n;
    }

    private static long consume(Node n) {
        long s = 0;
        for (int v : n.items) {
            s += v;
        }
        if (s != n.sum || n.next.id != -n.id) {
            throw new AssertionError(n.id);
        }
        n.items[0] = -1; // the receiver owns it now
        n.sum = 0;
        n.next.id = 0;
        return s;
    }

    private final Object lock = new Object();
    private Node locked;
    private volatile Node viaVolatile;

    public static void main(String[] args) throws Exception {
        FreshObjectsEveryHandoff p = new FreshObjectsEveryHandoff();
        AtomicReference<Node> atomic = new AtomicReference<>();
        AtomicReference<Node> released = new AtomicReference<>();
        BlockingQueue<Node> queue = new ArrayBlockingQueue<>(4);

        Thread producer = new Thread(() -> {
            synchronized (p.lock) {
                p.locked = build(1);
            }
            p.viaVolatile = build(2);
            atomic.set(build(3));
            released.setRelease(build(4));
            try {
                queue.put(build(5));
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            long own = 0;
            for (int i = 0; i < 100; i++) {
                own += build(100 + i).sum; // thread-local garbage
            }
            if (own == 0) {
                throw new AssertionError();
            }
        }, "producer");
        producer.start();

        long total = 0;
        Node n = null;
        while (n == null) {
            synchronized (p.lock) {
                n = p.locked;
            }
        }
        total += consume(n);
        while ((n = p.viaVolatile) == null) {
            Thread.onSpinWait();
        }
        total += consume(n);
        while ((n = atomic.get()) == null) {
            Thread.onSpinWait();
        }
        total += consume(n);
        while ((n = released.getAcquire()) == null) {
            Thread.onSpinWait();
        }
        total += consume(n);
        total += consume(queue.take());

        Node forked = build(6);
        Node[] fromChild = new Node[1];
        Thread child = new Thread(() -> {
            consume(forked); // published by start
            fromChild[0] = build(7);
        }, "child");
        child.start();
        child.join();
        total += consume(fromChild[0]); // published by join

        total += CompletableFuture.supplyAsync(() -> build(8)).thenApply(FreshObjectsEveryHandoff::consume).get();
        producer.join();
        if (total <= 0) {
            throw new AssertionError(total);
        }
    }
}
