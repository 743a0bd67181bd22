package org.goldilocks.corpus.memory;

/**
 * Thread churn, race free: every iteration starts two short threads that each take one shared
 * monitor; one publishes a fresh object through it, the other reads it; main joins both. Every
 * {@code every} iterations it prints the heap retained after full collections, so a detector whose
 * memory grows with the threads that ever ran shows it (docs/engine.md, "Thread churn").
 *
 * <p>Usage: {@code ThreadChurn <iterations> <every>}; prints {@link Samples} per thread started,
 * exits 1 if the final count is wrong.
 */
public final class ThreadChurn {
    private static final Object LOCK = new Object();
    private static Object published;
    private static long taken;

    private ThreadChurn() {
    }

    public static void main(String[] args) throws InterruptedException {
        int iterations = Integer.parseInt(args[0]);
        int every = Integer.parseInt(args[1]);
        Samples samples = new Samples();
        for (int done = 0; done < iterations; done += every) {
            churn(Math.min(every, iterations - done));
            samples.sample(2L * (done + Math.min(every, iterations - done)));
        }
        samples.done(2L * iterations);
        synchronized (LOCK) {
            // The reader of the first iteration may run before any writer: it counts nothing.
            if (taken < 2L * iterations - 1 || taken > 2L * iterations) {
                System.out.println("wrong count " + taken + ", expected " + (2L * iterations - 1) + " or " + 2L * iterations);
                System.exit(1);
            }
        }
    }

    /** Runs {@code iterations} iterations: two short threads each (bin/soak's churn round too). */
    public static void churn(int iterations) throws InterruptedException {
        for (int i = 0; i < iterations; i++) {
            Thread writer = new Thread(() -> {
                int[] fresh = {1, 2, 3, 4};
                synchronized (LOCK) {
                    published = fresh;
                    taken++;
                }
            });
            Thread reader = new Thread(() -> {
                synchronized (LOCK) {
                    if (published instanceof int[] a && a[3] == 4) {
                        taken++;
                    }
                }
            });
            writer.start();
            reader.start();
            writer.join();
            reader.join();
        }
    }
}
