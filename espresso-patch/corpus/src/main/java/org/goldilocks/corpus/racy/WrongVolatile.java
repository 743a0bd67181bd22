package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** The payload is published through one volatile flag, but the reader synchronizes on another. */
public class WrongVolatile {
    int payload;
    volatile boolean ready;
    volatile boolean unrelated;

    public static void main(String[] args) throws Exception {
        WrongVolatile p = new WrongVolatile();
        Signal published = new Signal();
        Thread t = Signal.start("publisher", () -> {
            p.payload = 99;
            p.ready = true;
            published.raise();
        });
        published.await();
        if (!p.unrelated) {
            System.out.println(p.payload); // RACE read WrongVolatile.payload
        }
        t.join();
    }
}
