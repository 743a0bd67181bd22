package org.goldilocks.corpus.racy.sync;

import java.util.concurrent.CountDownLatch;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** The configuration is published through one latch, but main awaits another one, counted down by an unrelated thread: no edge with the loader. */
public class AwaitsTheWrongLatch {
    int[] config;

    public static void main(String[] args) throws Exception {
        AwaitsTheWrongLatch p = new AwaitsTheWrongLatch();
        CountDownLatch configLoaded = new CountDownLatch(1);
        CountDownLatch cacheWarmed = new CountDownLatch(1);
        Signal loaded = new Signal();
        Thread loader = Signal.start("loader", () -> {
            p.config = new int[] {1, 2, 3};
            configLoaded.countDown();
            loaded.raise();
        });
        Thread warmer = Signal.start("warmer", cacheWarmed::countDown);
        Waits.check(cacheWarmed.await(Waits.SECONDS, Waits.UNIT), "the cache"); // should have been configLoaded
        loaded.await();
        int[] c = p.config; // RACE read AwaitsTheWrongLatch.config
        loader.join();
        warmer.join();
        if (c == null) {
            throw new AssertionError();
        }
    }
}
