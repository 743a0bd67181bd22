package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** Cloning an array reads every element of the source; one was just written by another thread with no happens-before. */
public class CloneRacesWithElementWrite {
    public static void main(String[] args) throws Exception {
        String[] table = {"a", "b", "c"};
        Signal written = new Signal();
        Thread t = Signal.start("updater", () -> {
            table[1] = "changed";
            written.raise();
        });
        written.await();
        String[] copy = table.clone(); // RACE read java.lang.String[][1]
        t.join();
        if (copy.length != 3) {
            throw new AssertionError();
        }
    }
}
