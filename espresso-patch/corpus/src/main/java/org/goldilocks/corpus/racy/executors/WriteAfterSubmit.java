package org.goldilocks.corpus.racy.executors;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** Submission publishes what main wrote before execute(), not what it writes afterwards: the task's read of the late configuration races. */
public class WriteAfterSubmit {
    String mode = "default";

    public static void main(String[] args) throws Exception {
        WriteAfterSubmit p = new WriteAfterSubmit();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        try {
            Signal configured = new Signal();
            Signal taskDone = new Signal();
            pool.execute(() -> {
                try {
                    configured.await();
                    String m = p.mode; // RACE read WriteAfterSubmit.mode
                    if (m == null) {
                        throw new AssertionError();
                    }
                } finally {
                    taskDone.raise();
                }
            });
            p.mode = "tuned";
            configured.raise();
            taskDone.await();
        } finally {
            Waits.shutdown(pool);
        }
    }
}
