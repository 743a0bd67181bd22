package org.goldilocks.corpus.memory;

import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * An executor whose idle threads time out and are replaced, beside short raw threads, all taking
 * one monitor: a {@code ThreadPoolExecutor} with no core threads and a 1 ms keep-alive gets a burst
 * of tasks, then a pause longer than the keep-alive (its workers end), then the next burst (new
 * workers). Race free.
 *
 * <p>Usage: {@code ExecutorChurn <rounds> <every>}; prints {@link Samples} per thread started (workers
 * and raw threads), exits 1 if a task's result or the final count is wrong.
 */
public final class ExecutorChurn {
    private static final int TASKS = 8;
    private static final Object LOCK = new Object();
    private static long count;

    private ExecutorChurn() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = Integer.parseInt(args[0]);
        int every = Integer.parseInt(args[1]);
        Samples samples = new Samples();
        ThreadPoolExecutor pool = new ThreadPoolExecutor(0, 4, 1, TimeUnit.MILLISECONDS, new SynchronousQueue<>(),
                        new ThreadPoolExecutor.CallerRunsPolicy());
        long threads = 0;
        for (int round = 1; round <= rounds; round++) {
            long before = pool.getCompletedTaskCount();
            Future<?>[] results = new Future<?>[TASKS];
            for (int t = 0; t < TASKS; t++) {
                int[] box = {t};
                results[t] = pool.submit(() -> {
                    synchronized (LOCK) {
                        count++;
                    }
                    return box[0] * 2;
                });
            }
            Thread raw = new Thread(() -> {
                synchronized (LOCK) {
                    count++;
                }
            });
            raw.start();
            for (int t = 0; t < TASKS; t++) {
                if ((Integer) results[t].get() != t * 2) {
                    System.out.println("wrong result of task " + t);
                    System.exit(1);
                }
            }
            raw.join();
            threads += 1 + Math.min(4, pool.getLargestPoolSize());
            // Longer than the keep-alive: the idle workers end before the next burst.
            while (pool.getPoolSize() > 0) {
                Thread.sleep(2);
            }
            if (round % every == 0) {
                samples.sample(round);
            }
            if (pool.getCompletedTaskCount() - before > TASKS) {
                System.out.println("more tasks completed than submitted");
                System.exit(1);
            }
        }
        pool.shutdown();
        samples.done(rounds);
        synchronized (LOCK) {
            if (count != (long) rounds * (TASKS + 1)) {
                System.out.println("wrong count " + count + ", expected " + (long) rounds * (TASKS + 1));
                System.exit(1);
            }
        }
    }
}
