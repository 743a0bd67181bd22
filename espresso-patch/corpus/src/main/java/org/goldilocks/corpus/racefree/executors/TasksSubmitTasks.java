package org.goldilocks.corpus.racefree.executors;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A task hands a mutable object on to a follow-up task it submits itself (submission publishes
 * the object to the follow-up), and main gets the final object through the chain of futures:
 * happens-before is transitive across tasks and pool threads.
 */
public class TasksSubmitTasks {
    static final class Carrier {
        int hops;
        StringBuilder trail = new StringBuilder();
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            Future<Future<Carrier>> outer = pool.submit(() -> {
                Carrier c = new Carrier();
                c.hops = 1;
                c.trail.append("a");
                return pool.submit(() -> {
                    c.hops++;
                    c.trail.append("b");
                    return c;
                });
            });
            Carrier c = outer.get(Waits.SECONDS, Waits.UNIT).get(Waits.SECONDS, Waits.UNIT);
            if (c.hops != 2 || !c.trail.toString().equals("ab")) {
                throw new AssertionError(c.hops + " " + c.trail);
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}
