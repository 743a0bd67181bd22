package org.goldilocks.corpus.racy.fences;

import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** The writer releases with a fence, but the reader loads the flag without an acquire fence: no edge, the data races. */
public class AcquireFenceMissing {
    long data;
    int ready;

    void publish() {
        VarHandle.releaseFence();
        ready = 1;
    }

    public static void main(String[] args) throws Exception {
        AcquireFenceMissing p = new AcquireFenceMissing();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.data = 7;
            p.publish();
            written.raise();
        });
        written.await();
        if (p.ready != 1) {
            throw new AssertionError("flag not seen");
        }
        long d = p.data; // RACE read AcquireFenceMissing.data
        t.join();
        if (d != 7) {
            throw new AssertionError(d);
        }
    }
}
