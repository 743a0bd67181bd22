package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** synchronized instance methods of two different objects guard a shared static field: no common lock. */
public class SyncOnDifferentInstances {
    static int total;

    synchronized void add(int n) {
        total += n; // RACE read SyncOnDifferentInstances.total
    }

    public static void main(String[] args) throws Exception {
        SyncOnDifferentInstances a = new SyncOnDifferentInstances();
        SyncOnDifferentInstances b = new SyncOnDifferentInstances();
        Signal added = new Signal();
        Thread t = Signal.start("adder", () -> {
            a.add(1);
            added.raise();
        });
        added.await();
        b.add(2);
        t.join();
    }
}
