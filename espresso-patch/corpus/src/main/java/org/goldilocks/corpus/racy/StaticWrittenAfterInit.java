package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** Class initialization orders the initializer's writes only; a later unsynchronized write still races. */
public class StaticWrittenAfterInit {
    static final class Limits {
        static int max = 10;
    }

    public static void main(String[] args) throws Exception {
        System.out.println(Limits.max); // main initializes Limits
        Signal raised = new Signal();
        Thread t = Signal.start("tuner", () -> {
            Limits.max = 20;
            raised.raise();
        });
        raised.await();
        System.out.println(Limits.max); // RACE read StaticWrittenAfterInit$Limits.max
        t.join();
    }
}
