package org.goldilocks.corpus.reports;

import org.goldilocks.DataRaceException;
import org.goldilocks.corpus.support.Signal;

/**
 * Debugger subject: two races on state a "writer" thread left. The first, in {@code consume()}, is
 * caught by its caller; the second, in main, is uncaught and ends the program (status 1). With
 * {@code catch org.goldilocks.DataRaceException} a debugger stops at each racy access, before it.
 */
public class DebugTarget {
    int data;
    int other;

    public static void main(String[] args) throws Exception {
        Warm.signals();
        DebugTarget p = new DebugTarget();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.data = 42;
            p.other = 7;
            written.raise();
        });
        written.await();
        try {
            p.consume();
        } catch (DataRaceException e) {
            System.out.println("caught the first race");
        }
        int seen = p.other; // UNCAUGHT RACE
        t.join();
        System.out.println(seen);
    }

    void consume() {
        int twice = data * 2; // CAUGHT RACE
        System.out.println("twice " + twice);
    }
}
