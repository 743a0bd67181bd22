package org.goldilocks.corpus.support;

import java.util.concurrent.CountDownLatch;

/**
 * Releases a program's threads together, so that their first calls into shared code overlap. A
 * CountDownLatch underneath (its countDown happens-before a returning await: the gate adds that
 * edge and no other), waited on with the bounded wait of {@link Waits}.
 */
public final class StartGate {
    private final CountDownLatch latch = new CountDownLatch(1);

    /** In each released thread, before its work. */
    public void await() {
        try {
            Waits.check(latch.await(Waits.SECONDS, Waits.UNIT), "the start gate");
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** In the releasing thread, once every thread is started. */
    public void open() {
        latch.countDown();
    }
}
