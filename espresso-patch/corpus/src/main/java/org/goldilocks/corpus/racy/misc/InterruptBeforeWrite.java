package org.goldilocks.corpus.racy.misc;

import org.goldilocks.corpus.support.Signal;

/** main interrupts the worker and only then writes the data: the interrupt orders what preceded it, not the later write. */
public class InterruptBeforeWrite {
    String reason;

    public static void main(String[] args) throws Exception {
        InterruptBeforeWrite p = new InterruptBeforeWrite();
        Signal written = new Signal();
        Thread t = Signal.start("worker", () -> {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.onSpinWait();
            }
            written.await();
            String r = p.reason; // RACE read InterruptBeforeWrite.reason
            if (r == null) {
                throw new AssertionError();
            }
        });
        t.interrupt();
        p.reason = "shutdown";
        written.raise();
        t.join();
    }
}
