package org.goldilocks.corpus.racefree.locks;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Threads;

/**
 * The bounded buffer of the Condition javadoc: a ReentrantLock with notFull/notEmpty conditions
 * guarding a plain array. await() releases and reacquires the lock, so every slot access is under
 * the lock; the items' own fields are written before put and read after take.
 */
public class ConditionBoundedBuffer {
    static final class Item {
        int producer;
        int seq;
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notFull = lock.newCondition();
    private final Condition notEmpty = lock.newCondition();
    private final Item[] items = new Item[4];
    private int putIndex;
    private int takeIndex;
    private int count;

    void put(Item x) throws InterruptedException {
        lock.lock();
        try {
            while (count == items.length) {
                notFull.await();
            }
            items[putIndex] = x;
            putIndex = (putIndex + 1) % items.length;
            count++;
            notEmpty.signal();
        } finally {
            lock.unlock();
        }
    }

    Item take() throws InterruptedException {
        lock.lock();
        try {
            while (count == 0) {
                notEmpty.await();
            }
            Item x = items[takeIndex];
            items[takeIndex] = null;
            takeIndex = (takeIndex + 1) % items.length;
            count--;
            notFull.signal();
            return x;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        ConditionBoundedBuffer buf = new ConditionBoundedBuffer();
        int pairs = Math.max(1, Threads.count(args, 4) / 2);
        int per = 150;
        long[] sums = new long[pairs];
        Thread[] ts = new Thread[2 * pairs];
        for (int i = 0; i < pairs; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 1; k <= per; k++) {
                        Item it = new Item();
                        it.producer = id;
                        it.seq = k;
                        buf.put(it);
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "producer-" + i);
            ts[pairs + i] = new Thread(() -> {
                try {
                    long s = 0;
                    for (int k = 0; k < per; k++) {
                        s += buf.take().seq;
                    }
                    sums[id] = s;
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
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
        if (total != (long) pairs * per * (per + 1) / 2) {
            throw new AssertionError(total);
        }
    }
}
