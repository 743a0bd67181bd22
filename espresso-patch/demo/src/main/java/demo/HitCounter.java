package demo;

import java.util.concurrent.CountDownLatch;

/**
 * The classic lost update: two clients count hits on a shared counter without a lock.
 *
 * Nothing orders the two clients' accesses to {@code hits}, so whichever client comes second
 * races with the other at its very first {@code hits++}, however the threads are scheduled. On
 * the race-aware runtime that access throws DataRaceException instead of happening: the thread
 * that raised it ends, the other one finishes, and main prints what was counted.
 */
public class HitCounter {
    private int hits;

    void hit() {
        hits++;
    }

    public static void main(String[] args) throws InterruptedException {
        HitCounter counter = new HitCounter();
        CountDownLatch start = new CountDownLatch(1);
        Runnable client = () -> {
            try {
                start.await();
            } catch (InterruptedException e) {
                return;
            }
            for (int i = 0; i < 100_000; i++) {
                counter.hit();
            }
        };
        Thread a = new Thread(client, "client-A");
        Thread b = new Thread(client, "client-B");
        a.start();
        b.start();
        start.countDown();
        a.join();
        b.join();
        System.out.println("hits = " + counter.hits + " (200000 expected without the race)");
    }
}
