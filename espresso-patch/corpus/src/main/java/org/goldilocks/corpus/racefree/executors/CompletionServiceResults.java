package org.goldilocks.corpus.racefree.executors;

import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Results consumed in completion order through an ExecutorCompletionService: each task fills a
 * mutable result, main takes the completed futures and reads the results after get()
 * (ExecutorCompletionService queues completed FutureTasks; Future.get publishes the task's actions).
 */
public class CompletionServiceResults {
    static final class Result {
        int id;
        StringBuilder text = new StringBuilder();
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            CompletionService<Result> cs = new ExecutorCompletionService<>(pool);
            int tasks = 3 * n;
            for (int i = 0; i < tasks; i++) {
                int id = i;
                cs.submit(() -> {
                    Result r = new Result();
                    r.id = id;
                    for (int k = 0; k <= id % 5; k++) {
                        r.text.append('*');
                    }
                    return r;
                });
            }
            boolean[] seen = new boolean[tasks];
            for (int i = 0; i < tasks; i++) {
                Result r = Waits.check(cs.poll(Waits.SECONDS, Waits.UNIT), "a completed task").get();
                if (seen[r.id] || r.text.length() != r.id % 5 + 1) {
                    throw new AssertionError("result " + r.id);
                }
                seen[r.id] = true;
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}
