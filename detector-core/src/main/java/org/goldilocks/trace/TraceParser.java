package org.goldilocks.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the text trace format: one event per line, {@code <thread> <op> [<argument>]}, tokens
 * separated by blanks; {@code #} starts a comment; blank lines are ignored. Rejects a trace that
 * is not well-formed (see {@link TraceValidator}) at its first bad line.
 */
public final class TraceParser {
    private TraceParser() {
    }

    public static List<TraceEvent> parse(String text) throws MalformedTraceException {
        List<TraceEvent> events = new ArrayList<>();
        TraceValidator validator = new TraceValidator();
        int lineNumber = 0;
        for (String line : (Iterable<String>) text.lines()::iterator) {
            lineNumber++;
            TraceEvent e = parseLine(lineNumber, line);
            if (e != null) {
                validator.accept(e);
                events.add(e);
            }
        }
        return events;
    }

    /** The event on one line, or null if the line holds none; checks syntax only. */
    static TraceEvent parseLine(int lineNumber, String line) throws MalformedTraceException {
        int hash = line.indexOf('#');
        String content = (hash >= 0 ? line.substring(0, hash) : line).strip();
        if (content.isEmpty()) {
            return null;
        }
        String[] tokens = content.split("\\s+");
        if (tokens.length < 2) {
            throw new MalformedTraceException(lineNumber, "expected <thread> <op> [<argument>], found '" + content + "'");
        }
        Op op = Op.ofKeyword(tokens[1]);
        if (op == null) {
            throw new MalformedTraceException(lineNumber, "unknown operation '" + tokens[1] + "'");
        }
        int expected = op.hasArgument() ? 3 : 2;
        if (tokens.length != expected) {
            throw new MalformedTraceException(lineNumber,
                    "'" + op.keyword() + "' takes " + expected + " tokens (" + op.syntax() + "), found " + tokens.length);
        }
        return new TraceEvent(lineNumber, tokens[0], op, op.hasArgument() ? tokens[2] : null);
    }

    /** Renders events in the trace format, one per line, numbered from 1 in the order given. */
    public static String render(List<TraceEvent> events) {
        StringBuilder s = new StringBuilder();
        for (TraceEvent e : events) {
            s.append(e.text()).append('\n');
        }
        return s.toString();
    }
}
