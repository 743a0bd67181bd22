package org.goldilocks.bench.guest;

/** Two threads each increment one shared counter n times, each increment in a synchronized block. */
public final class SharedCounter {
    private long count;

    private SharedCounter() {
    }

    public static long run(int n) throws InterruptedException {
        SharedCounter counter = new SharedCounter();
        Workers.runAll(new Incrementer(counter, n), new Incrementer(counter, n));
        return counter.count; // ordered after both workers by join
    }

    public static long expected(int n) {
        return 2L * n;
    }

    /** A plain class, not a lambda: no invokedynamic bootstrap in the guest. */
    private static final class Incrementer implements Runnable {
        private final SharedCounter counter;
        private final int n;

        Incrementer(SharedCounter counter, int n) {
            this.counter = counter;
            this.n = n;
        }

        @Override
        public void run() {
            for (int i = 0; i < n; i++) {
                synchronized (counter) {
                    counter.count++;
                }
            }
        }
    }
}
