package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** Each worker publishes its slot with setRelease on its own flag element, but main only acquires flag 0 before reading both slots: flag elements are separate variables. */
public class ArrayWrongElementAcquire {
    private static final VarHandle FLAG = MethodHandles.arrayElementVarHandle(int[].class);

    static void publish(int[] flags, int i) {
        FLAG.setRelease(flags, i, 1);
    }

    static boolean isSet(int[] flags, int i) {
        return (int) FLAG.getAcquire(flags, i) == 1;
    }

    public static void main(String[] args) throws Exception {
        int[] warm = new int[1]; // link the call sites before any thread starts
        publish(warm, 0);
        isSet(warm, 0);
        int[] flags = new int[2];
        String[] slots = new String[2];
        Signal secondDone = new Signal();
        Thread w0 = Signal.start("worker-0", () -> {
            slots[0] = "zero";
            publish(flags, 0);
        });
        Thread w1 = Signal.start("worker-1", () -> {
            slots[1] = "one";
            publish(flags, 1);
            secondDone.raise();
        });
        while (!isSet(flags, 0)) {
            Thread.onSpinWait();
        }
        secondDone.await();
        String first = slots[0];
        String second = slots[1]; // RACE read java.lang.String[][1]
        w0.join();
        w1.join();
        if (first == null || second == null) {
            throw new AssertionError();
        }
    }
}
