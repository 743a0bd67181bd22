package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * A bounded ring buffer whose slots are elements of an Object[] guarded by the buffer's monitor,
 * with wait/notifyAll; producers and consumers move messages (with plain fields written before
 * put and read after take) through the array slots.
 */
public class MonitorRingBuffer {
    static final class Msg {
        int producer;
        int seq;
    }

    private final Object[] slots = new Object[4];
    private int head;
    private int count;

    synchronized void put(Msg m) throws InterruptedException {
        while (count == slots.length) {
            wait();
        }
        slots[(head + count) % slots.length] = m;
        count++;
        notifyAll();
    }

    synchronized Msg take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        Msg m = (Msg) slots[head];
        slots[head] = null;
        head = (head + 1) % slots.length;
        count--;
        notifyAll();
        return m;
    }

    public static void main(String[] args) throws Exception {
        MonitorRingBuffer buf = new MonitorRingBuffer();
        int producers = Math.max(1, Threads.count(args, 4) / 2);
        int perProducer = 100;
        Thread[] ts = new Thread[producers * 2];
        long[] consumed = new long[producers];
        for (int i = 0; i < producers; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < perProducer; k++) {
                        Msg m = new Msg();
                        m.producer = id;
                        m.seq = k;
                        buf.put(m);
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "producer-" + i);
            ts[producers + i] = new Thread(() -> {
                try {
                    long s = 0;
                    for (int k = 0; k < perProducer; k++) {
                        Msg m = buf.take();
                        s += m.seq + 1;
                    }
                    consumed[id] = s;
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
        for (long c : consumed) {
            total += c;
        }
        if (total != (long) producers * perProducer * (perProducer + 1) / 2) {
            throw new AssertionError(total);
        }
    }
}
