package org.goldilocks.corpus.racy.misc;

import org.goldilocks.corpus.support.Signal;

/** A join(millis) that times out while the thread is still alive detects no termination, so it orders nothing. */
public class TimedJoinTimesOut {
    int result;

    public static void main(String[] args) throws Exception {
        TimedJoinTimesOut p = new TimedJoinTimesOut();
        Signal wrote = new Signal();
        Signal mainRead = new Signal();
        Thread t = Signal.start("worker", () -> {
            p.result = 7;
            wrote.raise();
            mainRead.await(); // stays alive until main has read
        });
        try {
            wrote.await();
            t.join(1);
            if (!t.isAlive()) {
                throw new AssertionError("the worker cannot have terminated");
            }
            int v = p.result; // RACE read TimedJoinTimesOut.result
            if (v != 7) {
                throw new AssertionError(v);
            }
        } finally {
            mainRead.raise();
        }
        t.join();
    }
}
