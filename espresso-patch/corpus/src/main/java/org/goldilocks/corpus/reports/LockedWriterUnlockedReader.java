package org.goldilocks.corpus.reports;

import org.goldilocks.corpus.support.Signal;

/**
 * Report subject: a writer stores a field holding a lock (two calls deep in its thread), main then
 * reads it holding none. The race: main's read (CURRENT) with the writer's write (EARLIER).
 * Prints the ids and the lock's identity hash the report must show, before the race.
 */
public class LockedWriterUnlockedReader {
    private final Object lock = new Object();
    int value;

    public static void main(String[] args) throws Exception {
        LockedWriterUnlockedReader p = new LockedWriterUnlockedReader();
        Warm.signals();
        Signal written = new Signal();
        Thread t = Signal.start("locked-writer", () -> {
            p.store(7); // EARLIER-CALLER
            written.raise();
        });
        System.out.println("IDS " + LockedWriterUnlockedReader.class.getSimpleName() + " main=" + Thread.currentThread().threadId()
                        + " locked-writer=" + t.threadId() + " lock=java.lang.Object@" + Integer.toHexString(System.identityHashCode(p.lock)));
        written.await();
        int seen = p.read();
        t.join();
        System.out.println("seen " + seen);
    }

    void store(int v) {
        synchronized (lock) {
            value = v; // EARLIER
        }
    }

    int read() {
        return value; // CURRENT
    }
}
