package org.goldilocks.corpus.racefree.sync;

import java.util.concurrent.Semaphore;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Dijkstra's bounded buffer with two counting semaphores and plain array slots, one buffer per
 * producer/consumer pair: the producer fills a slot then releases an item permit, the consumer
 * acquires it, empties the slot and releases a space permit. Each slot access is ordered by the
 * release/acquire pair in between (Semaphore memory consistency effects).
 */
public class SemaphoreBoundedBuffer {
    final Object[] slots = new Object[3];
    final Semaphore items = new Semaphore(0);
    final Semaphore spaces = new Semaphore(3);

    public static void main(String[] args) throws Exception {
        int pairs = Math.max(1, Threads.count(args, 4) / 2);
        int per = 200;
        long[] sums = new long[pairs];
        Thread[] ts = new Thread[2 * pairs];
        for (int i = 0; i < pairs; i++) {
            SemaphoreBoundedBuffer b = new SemaphoreBoundedBuffer();
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < per; k++) {
                        Waits.check(b.spaces.tryAcquire(Waits.SECONDS, Waits.UNIT), "a space");
                        b.slots[k % b.slots.length] = new int[] {k};
                        b.items.release();
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "producer-" + i);
            ts[pairs + i] = new Thread(() -> {
                try {
                    long s = 0;
                    for (int k = 0; k < per; k++) {
                        Waits.check(b.items.tryAcquire(Waits.SECONDS, Waits.UNIT), "an item");
                        int slot = k % b.slots.length;
                        s += ((int[]) b.slots[slot])[0];
                        b.slots[slot] = null;
                        b.spaces.release();
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
        for (long s : sums) {
            if (s != (long) per * (per - 1) / 2) {
                throw new AssertionError(s);
            }
        }
    }
}
