package org.goldilocks.corpus.racy.atomics;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

import org.goldilocks.corpus.support.Signal;

/** A field updater is one class's field in every object: setting it on one instance and reading it on another creates no edge. */
public class FieldUpdaterWrongInstance {
    static final class Task {
        static final AtomicIntegerFieldUpdater<Task> DONE = AtomicIntegerFieldUpdater.newUpdater(Task.class, "done");
        volatile int done;
        long result;
    }

    public static void main(String[] args) throws Exception {
        Task first = new Task();
        Task second = new Task();
        Task.DONE.set(second, 1); // main marked the second one done long ago
        Signal finished = new Signal();
        Thread t = Signal.start("worker", () -> {
            first.result = 42;
            Task.DONE.set(first, 1);
            finished.raise();
        });
        finished.await();
        Task checked = second; // bug: polls the wrong task
        while (Task.DONE.get(checked) == 0) {
            Thread.onSpinWait();
        }
        long r = first.result; // RACE read FieldUpdaterWrongInstance$Task.result
        t.join();
        if (r != 42) {
            throw new AssertionError(r);
        }
    }
}
