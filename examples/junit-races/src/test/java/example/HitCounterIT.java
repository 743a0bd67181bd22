package example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** Run by Failsafe: the same races, through an executor whose threads outlive the test. */
class HitCounterIT {
    @Test
    void racyHitsThroughAnExecutor() throws InterruptedException {
        HitCounter counter = new HitCounter();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 2; i++) {
            pool.execute(() -> {
                for (int j = 0; j < 1000; j++) {
                    counter.hit();
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
    }

    @Test
    void safeHitsThroughAnExecutor() throws InterruptedException {
        SafeHitCounter counter = new SafeHitCounter();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 2; i++) {
            pool.execute(() -> {
                for (int j = 0; j < 1000; j++) {
                    counter.hit();
                }
            });
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        assertEquals(2000, counter.hits());
    }
}
