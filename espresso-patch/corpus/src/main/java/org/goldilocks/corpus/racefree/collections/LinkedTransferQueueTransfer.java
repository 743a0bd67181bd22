package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.LinkedTransferQueue;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Producers hand requests over with tryTransfer(e, timeout), which waits until a consumer has
 * received the element; consumers poll and read the request's plain fields (LinkedTransferQueue is
 * a BlockingQueue: placing an element happens-before its removal in another thread).
 */
public class LinkedTransferQueueTransfer {
    static final class Request {
        int id;
        String from;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int producers = n / 2;
        int consumers = n - producers;
        int per = 60;
        LinkedTransferQueue<Request> q = new LinkedTransferQueue<>();
        int total = producers * per;
        int[] handled = new int[consumers];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < producers; i++) {
            int base = i * per;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = base; k < base + per; k++) {
                        Request r = new Request();
                        r.id = k;
                        r.from = "producer";
                        Waits.check(q.tryTransfer(r, Waits.SECONDS, Waits.UNIT), "a consumer");
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "producer-" + i);
        }
        for (int i = 0; i < consumers; i++) {
            int id = i;
            int share = total / consumers + (id < total % consumers ? 1 : 0);
            ts[producers + i] = new Thread(() -> {
                try {
                    for (int k = 0; k < share; k++) {
                        Request r = Waits.check(q.poll(Waits.SECONDS, Waits.UNIT), "a request");
                        if (r.id < 0 || r.id >= total || !r.from.equals("producer")) {
                            throw new AssertionError(r.id);
                        }
                        handled[id]++;
                    }
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
        int sum = 0;
        for (int h : handled) {
            sum += h;
        }
        if (sum != total) {
            throw new AssertionError(sum);
        }
    }
}
