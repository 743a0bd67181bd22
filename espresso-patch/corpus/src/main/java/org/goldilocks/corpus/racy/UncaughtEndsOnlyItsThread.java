package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** An uncaught DataRaceException ends the thread that raised it; main carries on. */
public class UncaughtEndsOnlyItsThread {
    int state;
    volatile boolean mainContinued;

    public static void main(String[] args) throws Exception {
        UncaughtEndsOnlyItsThread p = new UncaughtEndsOnlyItsThread();
        p.state = 1;
        Signal mainWrote = new Signal();
        Thread t = Signal.start("victim", () -> {
            mainWrote.await();
            p.state = 3; // RACE write UncaughtEndsOnlyItsThread.state
            System.out.println("not reached");
        });
        p.state = 2;
        mainWrote.raise();
        t.join();
        p.mainContinued = true;
        if (p.state != 2) {
            throw new AssertionError("racy write happened");
        }
    }
}
