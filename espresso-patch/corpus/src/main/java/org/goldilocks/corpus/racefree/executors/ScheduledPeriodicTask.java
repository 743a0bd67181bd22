package org.goldilocks.corpus.racefree.executors;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A periodic task on a multi-threaded ScheduledThreadPoolExecutor updates plain state on every run;
 * runs may execute on different pool threads. ScheduledThreadPoolExecutor docs: successive
 * executions of a periodic task do not overlap, and the effects of prior executions happen-before
 * those of subsequent ones. A one-shot delayed task reads data written before schedule() (submission
 * happens-before the task).
 */
public class ScheduledPeriodicTask {
    static final class Tick {
        int runs;
        long lastValue;
        String seed;
    }

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = new ScheduledThreadPoolExecutor(Threads.count(args, 4));
        try {
            Tick tick = new Tick();
            tick.seed = "seed";
            CountDownLatch tenRuns = new CountDownLatch(10);
            ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(() -> {
                tick.runs++;
                tick.lastValue += tick.seed.length();
                tenRuns.countDown();
            }, 0, 1, TimeUnit.MILLISECONDS);
            Waits.check(tenRuns.await(Waits.SECONDS, Waits.UNIT), "ten runs");
            periodic.cancel(false);
            String[] box = {"written before schedule()"};
            String got = ses.schedule(() -> box[0] + " / " + tick.seed, 2, TimeUnit.MILLISECONDS)
                            .get(Waits.SECONDS, Waits.UNIT);
            if (!got.equals("written before schedule() / seed")) {
                throw new AssertionError(got);
            }
        } finally {
            Waits.shutdown(ses);
        }
    }
}
