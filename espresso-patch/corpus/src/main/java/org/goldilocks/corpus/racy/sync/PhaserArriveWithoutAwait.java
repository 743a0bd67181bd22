package org.goldilocks.corpus.racy.sync;

import java.util.concurrent.Phaser;

import org.goldilocks.corpus.support.Signal;

/** A party that only arrive()s, without awaiting the phase advance, is not ordered after the other parties' arrivals: its read races. */
public class PhaserArriveWithoutAwait {
    String report;

    public static void main(String[] args) throws Exception {
        PhaserArriveWithoutAwait p = new PhaserArriveWithoutAwait();
        Phaser phaser = new Phaser(2);
        Signal readerArrived = new Signal();
        Signal written = new Signal();
        Thread writer = Signal.start("writer", () -> {
            readerArrived.await();
            p.report = "phase 0 done";
            phaser.arrive(); // the last arrival: advances the phase
            written.raise();
        });
        Thread reader = Signal.start("reader", () -> {
            phaser.arrive(); // should have been arriveAndAwaitAdvance()
            readerArrived.raise();
            written.await();
            String r = p.report; // RACE read PhaserArriveWithoutAwait.report
            if (r == null) {
                throw new AssertionError();
            }
        });
        writer.join();
        reader.join();
    }
}
