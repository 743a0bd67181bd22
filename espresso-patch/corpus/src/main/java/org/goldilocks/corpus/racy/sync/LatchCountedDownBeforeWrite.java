package org.goldilocks.corpus.racy.sync;

import java.util.concurrent.CountDownLatch;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** The worker counts the latch down before writing its result: countDown orders only the actions that precede it. */
public class LatchCountedDownBeforeWrite {
    String result;

    public static void main(String[] args) throws Exception {
        LatchCountedDownBeforeWrite p = new LatchCountedDownBeforeWrite();
        CountDownLatch done = new CountDownLatch(1);
        Signal written = new Signal();
        Thread t = Signal.start("worker", () -> {
            done.countDown();
            p.result = "computed";
            written.raise();
        });
        Waits.check(done.await(Waits.SECONDS, Waits.UNIT), "the worker");
        written.await();
        String r = p.result; // RACE read LatchCountedDownBeforeWrite.result
        t.join();
        if (r == null) {
            throw new AssertionError();
        }
    }
}
