package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** A static field written by two threads. */
public class StaticFieldRace {
    static int counter;

    public static void main(String[] args) throws Exception {
        Signal done = new Signal();
        Thread t = Signal.start("incrementer", () -> {
            counter++;
            done.raise();
        });
        done.await();
        counter++; // RACE read StaticFieldRace.counter
        t.join();
    }
}
