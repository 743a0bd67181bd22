package org.goldilocks.corpus.racy.executors;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** Future.cancel() does not wait for a task that is already running: reading the task's side effects after a successful cancel races with them. */
public class CancelDoesNotWait {
    int progress;

    public static void main(String[] args) throws Exception {
        CancelDoesNotWait p = new CancelDoesNotWait();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        Signal mainRead = new Signal();
        try {
            Signal wrote = new Signal();
            Future<?> f = pool.submit(() -> {
                p.progress = 5;
                wrote.raise();
                mainRead.await(); // still running when main cancels
            });
            wrote.await();
            if (!f.cancel(false)) {
                throw new AssertionError("the task is running: cancel must succeed");
            }
            int seen = p.progress; // RACE read CancelDoesNotWait.progress
            if (seen != 5) {
                throw new AssertionError(seen);
            }
        } finally {
            mainRead.raise();
            Waits.shutdown(pool);
        }
    }
}
