package org.goldilocks.corpus.racy.atomics;

import java.util.concurrent.atomic.AtomicBoolean;

import org.goldilocks.corpus.support.Signal;

/** Data published through one AtomicBoolean; the reader checks another one, which creates no edge with the publisher. */
public class WrongAtomicFlag {
    long payload;
    final AtomicBoolean ready = new AtomicBoolean();
    final AtomicBoolean cancelled = new AtomicBoolean();

    public static void main(String[] args) throws Exception {
        WrongAtomicFlag p = new WrongAtomicFlag();
        Signal published = new Signal();
        Thread t = Signal.start("publisher", () -> {
            p.payload = 99;
            p.ready.set(true);
            published.raise();
        });
        published.await();
        if (!p.cancelled.get()) {
            long v = p.payload; // RACE read WrongAtomicFlag.payload
            if (v != 99) {
                throw new AssertionError(v);
            }
        }
        t.join();
    }
}
