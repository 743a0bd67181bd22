package org.goldilocks.bench.guest;

/**
 * Runs tasks on fresh guest threads and joins them. An exception that ends a worker (above all a
 * DataRaceException from the race-aware VM) is rethrown on the caller, so the host benchmark fails
 * instead of measuring a broken run.
 */
final class Workers {
    private Workers() {
    }

    static void runAll(Runnable... tasks) throws InterruptedException {
        Thread[] threads = new Thread[tasks.length];
        Failure[] failures = new Failure[tasks.length];
        for (int i = 0; i < tasks.length; i++) {
            threads[i] = new Thread(tasks[i], "worker-" + i);
            failures[i] = new Failure();
            threads[i].setUncaughtExceptionHandler(failures[i]);
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        for (Failure f : failures) {
            if (f.exception != null) {
                throw new IllegalStateException("a worker thread failed: " + f.exception, f.exception);
            }
        }
    }

    /**
     * Records what ended a worker. The handler runs on the dying thread before join returns, so
     * join orders its write before the caller's read. A class, not a lambda: no invokedynamic.
     */
    private static final class Failure implements Thread.UncaughtExceptionHandler {
        Throwable exception;

        @Override
        public void uncaughtException(Thread t, Throwable e) {
            exception = e;
        }
    }
}
