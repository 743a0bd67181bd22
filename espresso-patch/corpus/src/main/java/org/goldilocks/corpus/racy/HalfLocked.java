package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** The writer locks, the reader forgets to. */
public class HalfLocked {
    private final Object lock = new Object();
    int[] snapshot = new int[0];
    int version;

    public static void main(String[] args) throws Exception {
        HalfLocked p = new HalfLocked();
        Signal updated = new Signal();
        Thread t = Signal.start("updater", () -> {
            synchronized (p.lock) {
                p.version = 7;
            }
            updated.raise();
        });
        updated.await();
        int v = p.version; // RACE read HalfLocked.version
        t.join();
        System.out.println(v);
    }
}
