package org.goldilocks.corpus.racy.fences;

import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/**
 * Both fences are there, but the reader loads the data before its acquire fence: only what comes
 * after the fence is ordered, so the data load races (and the flag load, one of two loads before
 * the fence, stays a plain load).
 */
public class DataReadBeforeAcquireFence {
    long data;
    int ready;

    void publish() {
        VarHandle.releaseFence();
        ready = 1;
    }

    public static void main(String[] args) throws Exception {
        DataReadBeforeAcquireFence p = new DataReadBeforeAcquireFence();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.data = 7;
            p.publish();
            written.raise();
        });
        written.await();
        int r = p.ready;
        long d = p.data; // RACE read DataReadBeforeAcquireFence.data
        VarHandle.acquireFence();
        t.join();
        if (r != 1 || d != 7) {
            throw new AssertionError(r + " " + d);
        }
    }
}
