package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** The writer updates one field inside the lock and one just after releasing it. */
public class WriteAfterUnlock {
    private final Object lock = new Object();
    int count;
    long lastUpdate;

    public static void main(String[] args) throws Exception {
        WriteAfterUnlock p = new WriteAfterUnlock();
        Signal updated = new Signal();
        Thread t = Signal.start("updater", () -> {
            synchronized (p.lock) {
                p.count++;
            }
            p.lastUpdate = 123;
            updated.raise();
        });
        updated.await();
        synchronized (p.lock) {
            System.out.println(p.count + " " + p.lastUpdate); // RACE read WriteAfterUnlock.lastUpdate
        }
        t.join();
    }
}
