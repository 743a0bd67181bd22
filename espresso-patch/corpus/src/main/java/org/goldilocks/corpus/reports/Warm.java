package org.goldilocks.corpus.reports;

import org.goldilocks.corpus.support.Signal;

/**
 * Links Signal's raise/await call sites on main before any other thread starts. The first execution
 * of a call site runs JDK linkage code with synchronization of its own; a writer that raised first
 * would otherwise be ordered before main's first await, and the race would not exist in that run.
 */
final class Warm {
    private Warm() {
    }

    static void signals() {
        Signal s = new Signal();
        s.raise();
        s.await();
    }
}
