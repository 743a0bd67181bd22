package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** The classic unsynchronized counter; the second thread's read-modify-write races. */
public class LostUpdate {
    int hits;

    void hit() {
        hits++; // RACE read LostUpdate.hits
    }

    public static void main(String[] args) throws Exception {
        LostUpdate p = new LostUpdate();
        Signal go = new Signal();
        Signal firstDone = new Signal();
        Thread a = Signal.start("client-1", () -> {
            go.await();
            for (int i = 0; i < 100; i++) {
                p.hit();
            }
            firstDone.raise();
        });
        Thread b = Signal.start("client-2", () -> {
            firstDone.await();
            for (int i = 0; i < 100; i++) {
                p.hit();
            }
        });
        go.raise();
        a.join();
        b.join();
    }
}
