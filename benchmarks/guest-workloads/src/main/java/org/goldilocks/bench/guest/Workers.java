package org.goldilocks.bench.guest;

/**
 * Runs tasks on fresh guest threads and joins them. An exception that ends a worker (above all a
 * DataRaceException from the race-aware VM) is rethrown on the caller, so the host benchmark fails
 * instead of measuring a broken run. The first worker to fail interrupts the others, so that those
 * waiting for it (at a barrier, on a queue) give up instead of waiting for ever; the caller
 * rethrows that first failure, not the interruptions it caused.
 */
public final class Workers {
    private Workers() {
    }

    /** A worker's body, given its index (0 to count - 1). */
    public interface Body {
        void run(int id) throws Exception;
    }

    /** Runs {@code body} on {@code count} threads named {@code name-0}, {@code name-1}, ... and joins them. */
    public static void run(int count, String name, Body body) throws InterruptedException {
        Runnable[] tasks = new Runnable[count];
        for (int i = 0; i < count; i++) {
            tasks[i] = new Indexed(body, i);
        }
        start(name, tasks);
    }

    public static void runAll(Runnable... tasks) throws InterruptedException {
        start("worker", tasks);
    }

    private static void start(String name, Runnable[] tasks) throws InterruptedException {
        Thread[] threads = new Thread[tasks.length];
        Failure failure = new Failure(threads);
        for (int i = 0; i < tasks.length; i++) {
            threads[i] = new Thread(tasks[i], name + "-" + i);
            threads[i].setUncaughtExceptionHandler(failure);
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        Throwable first = failure.first();
        if (first != null) {
            throw new IllegalStateException("a worker thread failed: " + first, first);
        }
    }

    /** A Body with its index, as a Runnable. A class, not a lambda: no invokedynamic. */
    private static final class Indexed implements Runnable {
        private final Body body;
        private final int id;

        Indexed(Body body, int id) {
            this.body = body;
            this.id = id;
        }

        @Override
        public void run() {
            try {
                body.run(id);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * Records what ended the first worker that failed and interrupts the others. The handler runs
     * on the dying thread before join returns, so join orders its write before the caller's read;
     * the lock orders the failing workers among themselves.
     */
    private static final class Failure implements Thread.UncaughtExceptionHandler {
        private final Thread[] threads;
        private Throwable first;

        Failure(Thread[] threads) {
            this.threads = threads;
        }

        @Override
        public void uncaughtException(Thread t, Throwable e) {
            synchronized (this) {
                if (first != null) {
                    return;
                }
                first = e;
            }
            for (Thread other : threads) {
                if (other != t) {
                    other.interrupt();
                }
            }
        }

        synchronized Throwable first() {
            return first;
        }
    }
}
