package org.goldilocks.corpus.racy.misc;

import org.goldilocks.corpus.support.Signal;

/** A ThreadLocal whose initial-value supplier returns one shared object: every thread gets the same "private" counter, and the updates race. */
public class ThreadLocalSharedInitialValue {
    static final class Counter {
        int n;
    }

    public static void main(String[] args) throws Exception {
        Counter shared = new Counter();
        ThreadLocal<Counter> perThread = ThreadLocal.withInitial(() -> shared); // bug: should be Counter::new
        Signal go = new Signal();
        Signal first = new Signal();
        Thread a = Signal.start("thread-a", () -> {
            go.await();
            perThread.get().n++;
            first.raise();
        });
        Thread b = Signal.start("thread-b", () -> {
            first.await();
            Counter mine = perThread.get();
            mine.n++; // RACE read ThreadLocalSharedInitialValue$Counter.n
        });
        go.raise();
        a.join();
        b.join();
    }
}
