package org.goldilocks.launcher;

/**
 * A failure of the launcher or the VM, not of the program (a host exception that escaped): one line
 * on stderr naming the exception and where it was thrown, never a stack dump of our internals.
 */
final class InternalFailure {
    static final int STATUS = 70;

    private InternalFailure() {
    }

    static void report(String where, Throwable e) {
        try {
            StackTraceElement[] at = e.getStackTrace();
            System.err.println("goldilocks: error: internal error " + where + ": " + e + (at.length > 0 ? " at " + at[0] : ""));
        } catch (Throwable again) {
            // nothing more can be said
        }
    }

    /** As {@link #report}, when only where it happened and the first line of its report are known. */
    static void reportLine(String whereAndFirstLine) {
        try {
            System.err.println("goldilocks: error: internal error " + whereAndFirstLine);
        } catch (Throwable again) {
            // nothing more can be said
        }
    }
}
