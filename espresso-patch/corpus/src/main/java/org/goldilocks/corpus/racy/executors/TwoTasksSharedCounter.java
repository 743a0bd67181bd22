package org.goldilocks.corpus.racy.executors;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/**
 * Two tasks running at the same time on different pool threads increment a plain counter. Both
 * are running before either touches the counter (so neither pool thread can pick up the other task
 * from the pool's queue, which would order them), and the second increment races with the first.
 */
public class TwoTasksSharedCounter {
    int count;

    public static void main(String[] args) throws Exception {
        TwoTasksSharedCounter p = new TwoTasksSharedCounter();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Signal aRunning = new Signal();
            Signal bRunning = new Signal();
            Signal go = new Signal();
            Signal aDone = new Signal();
            Signal bDone = new Signal();
            pool.execute(() -> {
                aRunning.raise();
                go.await();
                p.count++;
                aDone.raise();
            });
            pool.execute(() -> {
                try {
                    bRunning.raise();
                    aDone.await();
                    p.count++; // RACE read TwoTasksSharedCounter.count
                } finally {
                    bDone.raise();
                }
            });
            aRunning.await();
            bRunning.await();
            go.raise();
            bDone.await();
        } finally {
            Waits.shutdown(pool);
        }
    }
}
