package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** The reader reads the volatile flag before the writer sets it, so it gets no edge. */
public class VolatileReadTooEarly {
    int payload;
    volatile boolean ready;

    public static void main(String[] args) throws Exception {
        VolatileReadTooEarly p = new VolatileReadTooEarly();
        Signal checked = new Signal();
        Signal written = new Signal();
        Thread t = Signal.start("publisher", () -> {
            checked.await();
            p.payload = 1;
            p.ready = true;
            written.raise();
        });
        boolean sawReady = p.ready; // false: read before the write
        checked.raise();
        written.await();
        int v = p.payload; // RACE read VolatileReadTooEarly.payload
        t.join();
        System.out.println(sawReady + " " + v);
    }
}
