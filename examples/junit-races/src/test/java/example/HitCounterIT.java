package example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Run by Failsafe (in report mode, see pom.xml): the racy test fails all the same. */
class HitCounterIT {
    @Test
    void racyHitsFromTwoThreads() throws InterruptedException {
        HitCounter counter = new HitCounter();
        Thread a = new Thread(() -> hitMany(counter), "it-client-A");
        Thread b = new Thread(() -> hitMany(counter), "it-client-B");
        a.start();
        b.start();
        a.join();
        b.join();
    }

    @Test
    void safeHitsFromTwoThreads() throws InterruptedException {
        SafeHitCounter counter = new SafeHitCounter();
        Thread a = new Thread(() -> {
            for (int i = 0; i < 1000; i++) {
                counter.hit();
            }
        }, "it-client-A");
        a.start();
        for (int i = 0; i < 1000; i++) {
            counter.hit();
        }
        a.join();
        assertEquals(2000, counter.hits());
    }

    private static void hitMany(HitCounter counter) {
        for (int i = 0; i < 1000; i++) {
            counter.hit();
        }
    }
}
