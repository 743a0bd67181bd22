package org.goldilocks.corpus.racy.atomics;

import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.corpus.support.Signal;

/**
 * A failed compareAndSet has only the memory effects of a volatile read (VarHandle.compareAndSet:
 * setVolatile semantics only if it succeeds): the writer's data is not released by it, so the
 * reader's volatile read of the state gets no edge.
 */
public class FailedCasPublishesNothing {
    int data;
    final AtomicInteger state = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        FailedCasPublishesNothing p = new FailedCasPublishesNothing();
        Signal attempted = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.data = 1;
            boolean swapped = p.state.compareAndSet(1, 2); // fails: the state is 0
            attempted.raise();
            if (swapped) {
                throw new AssertionError("CAS should have failed");
            }
        });
        attempted.await();
        if (p.state.get() == 0) {
            int v = p.data; // RACE read FailedCasPublishesNothing.data
            if (v != 1) {
                throw new AssertionError(v);
            }
        }
        t.join();
    }
}
