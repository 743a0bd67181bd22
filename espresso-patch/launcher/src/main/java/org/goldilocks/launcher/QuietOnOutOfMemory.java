package org.goldilocks.launcher;

import java.lang.Thread.UncaughtExceptionHandler;

/**
 * Wraps Truffle's uncaught-exception handler on the host threads the VM starts for itself before the
 * program runs (Espresso's "Reference Drain", and the host threads of the JDK's service threads). When
 * the heap runs out, such a thread can die of a host OutOfMemoryError; Truffle's handler then prints
 * the host stack trace, and when that fails too for lack of memory, the host JVM prints "Exception:
 * java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler" (seen in the Reference Drain)
 * beside the one line that says the heap ran out. Here an OutOfMemoryError marks the heap exhausted
 * and nothing is printed; anything else goes to Truffle's handler as before.
 */
final class QuietOnOutOfMemory implements UncaughtExceptionHandler {
    private final UncaughtExceptionHandler truffles;

    private QuietOnOutOfMemory(UncaughtExceptionHandler truffles) {
        this.truffles = truffles;
    }

    /** Every live host thread whose handler is Truffle's gets the wrapper. */
    static void install() {
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            UncaughtExceptionHandler h = t.getUncaughtExceptionHandler();
            if (h != null && ContextErr.isTrufflesHandler(h.getClass().getName())) {
                t.setUncaughtExceptionHandler(new QuietOnOutOfMemory(h));
            }
        }
    }

    @Override
    public void uncaughtException(Thread t, Throwable e) {
        if (e instanceof OutOfMemoryError) {
            OutOfMemory.release(); // allocates nothing: the one line comes from the program's end or the watchdog
            return;
        }
        truffles.uncaughtException(t, e);
    }
}
