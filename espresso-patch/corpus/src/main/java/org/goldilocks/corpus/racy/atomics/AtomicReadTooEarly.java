package org.goldilocks.corpus.racy.atomics;

import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Signal;

/** The reader's AtomicInteger.get() happens before the writer's set() (it sees the old value), so it gets no edge. */
public class AtomicReadTooEarly {
    String payload;
    final AtomicInteger version = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        AtomicReadTooEarly p = new AtomicReadTooEarly();
        Signal checked = new Signal();
        Signal written = new Signal();
        Thread t = Signal.start("publisher", () -> {
            checked.await();
            p.payload = "v1";
            p.version.set(1);
            written.raise();
        });
        int seenVersion = p.version.get(); // 0: read before the set
        checked.raise();
        written.await();
        String v = p.payload; // RACE read AtomicReadTooEarly.payload
        t.join();
        if (seenVersion != 0 || v == null) {
            throw new AssertionError(seenVersion);
        }
    }
}
