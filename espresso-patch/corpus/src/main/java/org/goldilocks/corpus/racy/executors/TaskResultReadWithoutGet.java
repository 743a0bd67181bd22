package org.goldilocks.corpus.racy.executors;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** The broken twin of FutureGetPublishesResult: main reads a field the task wrote without Future.get(), the only thing that orders it. */
public class TaskResultReadWithoutGet {
    long result;

    public static void main(String[] args) throws Exception {
        TaskResultReadWithoutGet p = new TaskResultReadWithoutGet();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        try {
            Signal computed = new Signal();
            Future<?> f = pool.submit(() -> {
                p.result = 42;
                computed.raise();
            });
            computed.await();
            long r = p.result; // RACE read TaskResultReadWithoutGet.result
            f.get();
            if (r != 42) {
                throw new AssertionError(r);
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}
