package org.goldilocks.bench.guest;

/**
 * A result check after parallel reads, timed by hand (not JMH): four workers read every element of
 * an array main filled (taking a shared monitor every 64 elements, so the event list grows while
 * they read), main joins them and reads every element again. Race free (start and join). Under
 * Goldilocks main's reads find four recorded reads per element and check each is ordered before
 * them (Accesses.pruneReadsBefore): what {@code GThread.foundIn} answers, and what it cannot,
 * costs a list walk (docs/engine.md, "Checking an access"). Prints the milliseconds of main's loop.
 *
 * <p>Usage: {@code ReadAfterJoin <elements>}; exits 1 on a wrong sum.
 */
public final class ReadAfterJoin {
    private static final int WORKERS = 4;

    private ReadAfterJoin() {
    }

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        int[] data = new int[n];
        for (int i = 0; i < n; i++) {
            data[i] = i;
        }
        long expected = (long) n * (n - 1) / 2;
        long[] sums = new long[WORKERS];
        Object lock = new Object();
        long[] handoffs = {0};
        Thread[] workers = new Thread[WORKERS];
        for (int w = 0; w < WORKERS; w++) {
            int id = w;
            workers[w] = new Thread(() -> {
                long s = 0;
                for (int i = 0; i < n; i++) {
                    s += data[i];
                    if ((i & 63) == 0) {
                        synchronized (lock) {
                            handoffs[0]++;
                        }
                    }
                }
                sums[id] = s;
            });
            workers[w].start();
        }
        for (Thread t : workers) {
            t.join();
        }
        long start = System.nanoTime();
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += data[i];
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        for (long w : sums) {
            if (w != expected) {
                System.out.println("a worker summed " + w + ", expected " + expected);
                System.exit(1);
            }
        }
        if (s != expected) {
            System.out.println("main summed " + s + ", expected " + expected);
            System.exit(1);
        }
        System.out.println("read-after-join: " + n + " elements, main's loop " + millis + " ms");
    }
}
