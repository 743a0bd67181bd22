package org.goldilocks.corpus.racy.sync;

import java.util.concurrent.Semaphore;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** The producer releases the permit before filling the slot: release orders only the actions that precede it. */
public class SemaphoreReleasedBeforeWrite {
    Object slot;

    public static void main(String[] args) throws Exception {
        SemaphoreReleasedBeforeWrite p = new SemaphoreReleasedBeforeWrite();
        Semaphore items = new Semaphore(0);
        Signal filled = new Signal();
        Thread producer = Signal.start("producer", () -> {
            items.release();
            p.slot = "item";
            filled.raise();
        });
        Waits.check(items.tryAcquire(Waits.SECONDS, Waits.UNIT), "an item");
        filled.await();
        Object item = p.slot; // RACE read SemaphoreReleasedBeforeWrite.slot
        producer.join();
        if (item == null) {
            throw new AssertionError();
        }
    }
}
