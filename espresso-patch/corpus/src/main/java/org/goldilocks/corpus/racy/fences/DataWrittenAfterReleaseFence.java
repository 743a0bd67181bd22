package org.goldilocks.corpus.racy.fences;

import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/**
 * Both fences are there, but the writer stores the data after the flag: a release fence orders
 * what comes before it, so the reader's load of the data races with that store.
 */
public class DataWrittenAfterReleaseFence {
    long data;
    int ready;

    void publish() {
        VarHandle.releaseFence();
        ready = 1;
    }

    int observe() {
        int r = ready;
        VarHandle.acquireFence();
        return r;
    }

    public static void main(String[] args) throws Exception {
        DataWrittenAfterReleaseFence p = new DataWrittenAfterReleaseFence();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.publish();
            p.data = 7;
            written.raise();
        });
        written.await();
        if (p.observe() != 1) {
            throw new AssertionError("flag not seen");
        }
        long d = p.data; // RACE read DataWrittenAfterReleaseFence.data
        t.join();
        if (d != 7) {
            throw new AssertionError(d);
        }
    }
}
