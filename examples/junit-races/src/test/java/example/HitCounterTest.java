package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HitCounterTest {
    /** Passes on any JVM (it checks too little); on the race-aware VM the race fails it. */
    @Test
    void hitsFromTwoThreads() throws InterruptedException {
        HitCounter counter = new HitCounter();
        Thread a = new Thread(() -> hitMany(counter), "client-A");
        Thread b = new Thread(() -> hitMany(counter), "client-B");
        a.start();
        b.start();
        a.join();
        b.join();
        assertTrue(counter.hits() > 0);
    }

    @Test
    void hitsFromOneThread() {
        HitCounter counter = new HitCounter();
        hitMany(counter);
        assertEquals(1000, counter.hits());
    }

    @Test
    void safeHitsFromTwoThreads() throws InterruptedException {
        SafeHitCounter counter = new SafeHitCounter();
        Thread a = new Thread(() -> hitMany(counter), "client-A");
        Thread b = new Thread(() -> hitMany(counter), "client-B");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2000, counter.hits());
    }

    private static void hitMany(HitCounter counter) {
        for (int i = 0; i < 1000; i++) {
            counter.hit();
        }
    }

    private static void hitMany(SafeHitCounter counter) {
        for (int i = 0; i < 1000; i++) {
            counter.hit();
        }
    }
}
