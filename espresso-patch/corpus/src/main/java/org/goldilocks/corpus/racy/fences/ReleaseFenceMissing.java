package org.goldilocks.corpus.racy.fences;

import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** The reader acquires with a fence, but the writer stores the flag without a release fence: no edge, the data races. */
public class ReleaseFenceMissing {
    long data;
    int ready;

    int observe() {
        int r = ready;
        VarHandle.acquireFence();
        return r;
    }

    public static void main(String[] args) throws Exception {
        ReleaseFenceMissing p = new ReleaseFenceMissing();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.data = 7;
            p.ready = 1;
            written.raise();
        });
        written.await();
        if (p.observe() != 1) {
            throw new AssertionError("flag not seen");
        }
        long d = p.data; // RACE read ReleaseFenceMissing.data
        t.join();
        if (d != 7) {
            throw new AssertionError(d);
        }
    }
}
