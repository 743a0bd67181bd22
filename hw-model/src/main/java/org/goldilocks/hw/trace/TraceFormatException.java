package org.goldilocks.hw.trace;

/** A malformed trace line: the message is one line, {@code line <n>: <what>}. */
public final class TraceFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;

    public TraceFormatException(int line, String message) {
        super("line " + line + ": " + message);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
