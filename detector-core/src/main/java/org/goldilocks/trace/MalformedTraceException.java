package org.goldilocks.trace;

/** A trace that is not well-formed; the message is the reason, {@link #line()} where. */
public final class MalformedTraceException extends Exception {
    private final int line;

    public MalformedTraceException(int line, String reason) {
        super(reason);
        this.line = line;
    }

    public int line() {
        return line;
    }

    /** The replayer's one-line report: {@code error: line <n>: <reason>}. */
    public String report() {
        return "error: line " + line + ": " + getMessage();
    }
}
