package org.goldilocks.corpus.racy.executors;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

import org.goldilocks.DataRaceException;
import org.goldilocks.corpus.support.Harness;
import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/**
 * A fork/join parent reads its forked child's result before join(): only join orders the child's
 * actions before the parent's. (The parent catches the DataRaceException and hands it to the
 * harness: an exception escaping a ForkJoinTask is rethrown in the invoking thread as a copy.)
 */
public class ForkWithoutJoin {
    long partial;

    public static void main(String[] args) throws Exception {
        ForkWithoutJoin p = new ForkWithoutJoin();
        Signal childWrote = new Signal();
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            pool.invoke(new RecursiveAction() {
                @Override
                protected void compute() {
                    RecursiveAction child = new RecursiveAction() {
                        @Override
                        protected void compute() {
                            p.partial = 99;
                            childWrote.raise();
                        }
                    };
                    child.fork(); // stolen by the pool's other worker: this one keeps spinning below
                    childWrote.await();
                    try {
                        long v = p.partial; // RACE read ForkWithoutJoin.partial
                        if (v != 99) {
                            throw new AssertionError(v);
                        }
                    } catch (DataRaceException e) {
                        Harness.caught(e);
                    }
                    child.join();
                }
            });
        } finally {
            Waits.shutdown(pool);
        }
    }
}
