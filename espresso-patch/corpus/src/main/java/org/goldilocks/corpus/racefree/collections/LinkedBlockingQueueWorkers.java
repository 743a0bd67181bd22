package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Hand-rolled worker threads fed through an unbounded LinkedBlockingQueue with poison pills;
 * results come back through a second queue. Each task's and result's plain fields are ordered by
 * the BlockingQueue memory consistency effects.
 */
public class LinkedBlockingQueueWorkers {
    static final class Task {
        int input;
        boolean poison;
    }

    static final class Result {
        int input;
        long output;
    }

    public static void main(String[] args) throws Exception {
        int workers = Math.max(1, Threads.count(args, 4) - 1);
        int tasks = 300;
        BlockingQueue<Task> work = new LinkedBlockingQueue<>();
        BlockingQueue<Result> results = new LinkedBlockingQueue<>();
        Thread[] ts = new Thread[workers];
        for (int i = 0; i < workers; i++) {
            ts[i] = new Thread(() -> {
                try {
                    while (true) {
                        Task t = Waits.check(work.poll(Waits.SECONDS, Waits.UNIT), "a task");
                        if (t.poison) {
                            return;
                        }
                        Result r = new Result();
                        r.input = t.input;
                        r.output = (long) t.input * t.input;
                        results.put(r);
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "worker-" + i);
            ts[i].start();
        }
        for (int k = 0; k < tasks; k++) {
            Task t = new Task();
            t.input = k;
            work.put(t);
        }
        for (int i = 0; i < workers; i++) {
            Task pill = new Task();
            pill.poison = true;
            work.put(pill);
        }
        long sum = 0;
        for (int k = 0; k < tasks; k++) {
            Result r = Waits.check(results.poll(Waits.SECONDS, Waits.UNIT), "a result");
            if (r.output != (long) r.input * r.input) {
                throw new AssertionError(r.input);
            }
            sum += r.input;
        }
        for (Thread t : ts) {
            t.join();
        }
        if (sum != (long) tasks * (tasks - 1) / 2) {
            throw new AssertionError(sum);
        }
    }
}
