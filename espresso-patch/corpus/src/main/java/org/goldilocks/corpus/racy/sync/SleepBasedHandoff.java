package org.goldilocks.corpus.racy.sync;

import org.goldilocks.corpus.support.Signal;

/**
 * The broken twin of CountDownLatchResults: main "waits long enough" with Thread.sleep before
 * reading the worker's result. Sleeping has no synchronization semantics (JLS 17.3), so the read
 * races however long the sleep (the opaque signal is what really orders it in time here).
 */
public class SleepBasedHandoff {
    long result;

    public static void main(String[] args) throws Exception {
        SleepBasedHandoff p = new SleepBasedHandoff();
        Signal finished = new Signal();
        Thread t = Signal.start("worker", () -> {
            long r = 0;
            for (int i = 0; i < 1000; i++) {
                r += i;
            }
            p.result = r;
            finished.raise();
        });
        Thread.sleep(20); // "surely done by now"
        finished.await();
        long r = p.result; // RACE read SleepBasedHandoff.result
        t.join();
        if (r != 499_500L) {
            throw new AssertionError(r);
        }
    }
}
