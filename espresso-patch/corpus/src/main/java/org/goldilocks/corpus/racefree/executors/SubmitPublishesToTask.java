package org.goldilocks.corpus.racefree.executors;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * main writes the job configuration after the pool's threads already exist (prestarted, so
 * Thread.start does not order it) and then submits tasks that read it. ExecutorService docs:
 * actions in a thread prior to the submission of a task happen-before any actions taken by that
 * task, which in turn happen-before the result is retrieved via Future.get().
 */
public class SubmitPublishesToTask {
    static final class Config {
        int factor;
        String prefix;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            ((ThreadPoolExecutor) pool).prestartAllCoreThreads();
            Config cfg = new Config();
            cfg.factor = 3;
            cfg.prefix = "r";
            List<Future<String>> results = new ArrayList<>();
            for (int i = 0; i < 4 * n; i++) {
                int id = i;
                results.add(pool.submit(() -> cfg.prefix + id * cfg.factor));
            }
            for (int i = 0; i < results.size(); i++) {
                String r = results.get(i).get(Waits.SECONDS, Waits.UNIT);
                if (!r.equals("r" + 3 * i)) {
                    throw new AssertionError(r);
                }
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}
