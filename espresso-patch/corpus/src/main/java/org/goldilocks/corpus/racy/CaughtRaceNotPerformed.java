package org.goldilocks.corpus.racy;

import org.goldilocks.DataRaceException;
import org.goldilocks.corpus.support.Harness;
import org.goldilocks.corpus.support.Signal;

/** A program may catch DataRaceException; the racy write did not happen. */
public class CaughtRaceNotPerformed {
    int value = 1;

    public static void main(String[] args) throws Exception {
        CaughtRaceNotPerformed p = new CaughtRaceNotPerformed();
        Signal wrote = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.value = 2;
            wrote.raise();
        });
        wrote.await();
        t.join(); // now ordered: reading value is fine and shows 2
        Signal readByOther = new Signal();
        Thread u = Signal.start("reader", () -> {
            int v = p.value;
            readByOther.raise();
            if (v != 2) {
                throw new AssertionError("expected 2, read " + v);
            }
        });
        readByOther.await();
        try {
            p.value = 3; // RACE write CaughtRaceNotPerformed.value
            throw new AssertionError("the racy write should have raised DataRaceException");
        } catch (DataRaceException e) {
            Harness.caught(e);
        }
        u.join();
        if (p.value != 2) {
            throw new AssertionError("the racy write happened: value is " + p.value);
        }
    }
}
