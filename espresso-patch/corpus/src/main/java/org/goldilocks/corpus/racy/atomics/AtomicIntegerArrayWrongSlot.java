package org.goldilocks.corpus.racy.atomics;

import java.util.concurrent.atomic.AtomicIntegerArray;

import org.goldilocks.corpus.support.Signal;

/**
 * Each worker publishes its result slot with its own element of an AtomicIntegerArray, but main
 * only waits for element 0 before reading both slots. Elements are separate synchronization
 * variables: waiting on element 0 orders worker 0's result only.
 */
public class AtomicIntegerArrayWrongSlot {
    public static void main(String[] args) throws Exception {
        AtomicIntegerArray warm = new AtomicIntegerArray(1); // link its VarHandle call sites before any thread starts
        warm.set(0, 1);
        warm.get(0);
        long[] results = new long[2];
        AtomicIntegerArray done = new AtomicIntegerArray(2);
        Signal secondDone = new Signal();
        Thread w0 = Signal.start("worker-0", () -> {
            results[0] = 10;
            done.set(0, 1);
        });
        Thread w1 = Signal.start("worker-1", () -> {
            results[1] = 20;
            done.set(1, 1);
            secondDone.raise();
        });
        while (done.get(0) == 0) {
            Thread.onSpinWait();
        }
        secondDone.await();
        long first = results[0];
        long second = results[1]; // RACE read long[][1]
        w0.join();
        w1.join();
        if (first + second != 30) {
            throw new AssertionError(first + second);
        }
    }
}
