package org.goldilocks.trace;

import java.util.Objects;

/**
 * One event of a trace: {@code thread op argument}, from physical line {@code line} (1-based) of
 * its file. {@code argument} is null for {@code end}. Also used as the site token of accesses.
 */
public record TraceEvent(int line, String thread, Op op, String argument) {
    public TraceEvent {
        Objects.requireNonNull(thread);
        Objects.requireNonNull(op);
        if (op.hasArgument() != (argument != null)) {
            throw new IllegalArgumentException(op.syntax() + " with argument " + argument);
        }
    }

    public static TraceEvent of(int line, String thread, Op op, String argument) {
        return new TraceEvent(line, thread, op, argument);
    }

    public TraceEvent withLine(int newLine) {
        return new TraceEvent(newLine, thread, op, argument);
    }

    /** The event as a line of the trace format. */
    public String text() {
        return argument == null ? thread + " " + op.keyword() : thread + " " + op.keyword() + " " + argument;
    }

    @Override
    public String toString() {
        return "line " + line + " (" + text() + ")";
    }
}
