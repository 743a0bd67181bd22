package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** The producer notifies under the lock but fills in the data after leaving it. */
public class WriteAfterNotify {
    private final Object lock = new Object();
    private boolean available;
    String data;

    public static void main(String[] args) throws Exception {
        WriteAfterNotify p = new WriteAfterNotify();
        Signal filled = new Signal();
        Thread producer = Signal.start("producer", () -> {
            synchronized (p.lock) {
                p.available = true;
                p.lock.notifyAll();
            }
            p.data = "late";
            filled.raise();
        });
        synchronized (p.lock) {
            while (!p.available) {
                p.lock.wait();
            }
        }
        filled.await();
        System.out.println(p.data); // RACE read WriteAfterNotify.data
        producer.join();
    }
}
