package org.goldilocks.hw.trace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.goldilocks.hw.trace.TraceEvent.Op;

/**
 * The text event-trace format: what the VM would tell the model, one event a line, so the model can
 * be driven and shown without the VM. {@code #} starts a comment; blank lines are ignored.
 * <pre>
 * start  THREAD                          a root thread starts (optional: any first event starts it)
 * fork   PARENT CHILD                    Thread.start
 * end    THREAD
 * join   JOINER ENDED
 * new    THREAD OBJECT BYTES             allocation of BYTES of payload
 * rd     THREAD OBJECT OFFSET SIZE SITE [racy]   a program read; racy: the software engine flagged it
 * wr     THREAD OBJECT OFFSET SIZE SITE [racy]   a program write
 * sysrd  THREAD OBJECT OFFSET SIZE       the VM's own read (untracked)
 * syswr  THREAD OBJECT OFFSET SIZE
 * acq    THREAD SYNC                     language acquire (monitor enter, volatile read...)
 * rel    THREAD SYNC                     language release
 * sysacq THREAD SYNC                     the VM's own synchronization
 * sysrel THREAD SYNC
 * dead   OBJECT                          the object became unreachable
 * gc     THREAD                          a collection now
 * </pre>
 * THREAD, OBJECT, SYNC and SITE are names (letters, digits and {@code _.$:<>-}), numbered in order
 * of first appearance; OFFSET, SIZE (1 to 64) and BYTES are decimal. An access's id is its line
 * number.
 */
public final class TraceParser {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.$:<>\\-]+");
    private static final Map<String, Op> OPS = new HashMap<>();

    static {
        for (Op op : Op.values()) {
            OPS.put(op.word, op);
        }
    }

    /** A parsed trace: its events and the names of its sites by number. */
    public record Trace(List<TraceEvent> events, List<String> sites) {
    }

    private final Map<String, Long> threads = new HashMap<>();
    private final Map<String, Long> objects = new HashMap<>();
    private final Map<String, Long> syncs = new HashMap<>();
    private final Map<String, Integer> siteNumbers = new HashMap<>();
    private final List<String> sites = new ArrayList<>();

    private TraceParser() {
    }

    public static Trace parse(List<String> lines) throws TraceFormatException {
        TraceParser p = new TraceParser();
        List<TraceEvent> events = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            TraceEvent e = p.line(i + 1, lines.get(i));
            if (e != null) {
                events.add(e);
            }
        }
        return new Trace(events, List.copyOf(p.sites));
    }

    private TraceEvent line(int n, String text) throws TraceFormatException {
        int hash = text.indexOf('#');
        String body = (hash >= 0 ? text.substring(0, hash) : text).trim();
        if (body.isEmpty()) {
            return null;
        }
        String[] w = body.split("\\s+");
        Op op = OPS.get(w[0]);
        if (op == null) {
            throw new TraceFormatException(n, "unknown event '" + w[0] + "'");
        }
        return switch (op) {
            case START, END, GC -> {
                arity(n, w, 2, "THREAD");
                yield new TraceEvent(n, op, thread(n, w[1]), 0, 0, 0, 0, false);
            }
            case FORK, JOIN -> {
                arity(n, w, 3, "THREAD THREAD");
                yield new TraceEvent(n, op, thread(n, w[1]), thread(n, w[2]), 0, 0, 0, false);
            }
            case NEW -> {
                arity(n, w, 4, "THREAD OBJECT BYTES");
                yield new TraceEvent(n, op, thread(n, w[1]), object(n, w[2]), number(n, w[3], "BYTES"), 0, 0, false);
            }
            case RD, WR -> {
                boolean racy = w.length == 7 && w[6].equals("racy");
                if (w.length == 7 && !racy) {
                    throw new TraceFormatException(n, "expected 'racy' or nothing after the site, not '" + w[6] + "'");
                }
                if (w.length != 6 && w.length != 7) {
                    throw new TraceFormatException(n, "expected " + op.word + " THREAD OBJECT OFFSET SIZE SITE [racy]");
                }
                yield new TraceEvent(n, op, thread(n, w[1]), object(n, w[2]), number(n, w[3], "OFFSET"), size(n, w[4]),
                        site(n, w[5]), racy);
            }
            case SYSRD, SYSWR -> {
                arity(n, w, 5, "THREAD OBJECT OFFSET SIZE");
                yield new TraceEvent(n, op, thread(n, w[1]), object(n, w[2]), number(n, w[3], "OFFSET"), size(n, w[4]), 0, false);
            }
            case ACQ, REL, SYSACQ, SYSREL -> {
                arity(n, w, 3, "THREAD SYNC");
                yield new TraceEvent(n, op, thread(n, w[1]), named(n, w[2], syncs, 0), 0, 0, 0, false);
            }
            case DEAD -> {
                arity(n, w, 2, "OBJECT");
                yield new TraceEvent(n, op, 0, object(n, w[1]), 0, 0, 0, false);
            }
        };
    }

    private static void arity(int n, String[] w, int expected, String syntax) throws TraceFormatException {
        if (w.length != expected) {
            throw new TraceFormatException(n, "expected " + w[0] + " " + syntax);
        }
    }

    private long thread(int n, String name) throws TraceFormatException {
        return named(n, name, threads, 1);
    }

    private long object(int n, String name) throws TraceFormatException {
        return named(n, name, objects, 1);
    }

    private static long named(int n, String name, Map<String, Long> table, long first) throws TraceFormatException {
        if (!NAME.matcher(name).matches()) {
            throw new TraceFormatException(n, "bad name '" + name + "'");
        }
        return table.computeIfAbsent(name, k -> first + table.size());
    }

    private int site(int n, String name) throws TraceFormatException {
        if (!NAME.matcher(name).matches()) {
            throw new TraceFormatException(n, "bad site name '" + name + "'");
        }
        Integer s = siteNumbers.get(name);
        if (s == null) {
            s = sites.size();
            siteNumbers.put(name, s);
            sites.add(name);
        }
        return s;
    }

    private static long number(int n, String text, String what) throws TraceFormatException {
        if (!text.matches("[0-9]{1,15}")) {
            throw new TraceFormatException(n, what + " must be a non-negative decimal number, not '" + text + "'");
        }
        return Long.parseLong(text);
    }

    private static int size(int n, String text) throws TraceFormatException {
        long s = number(n, text, "SIZE");
        if (s < 1 || s > 64) {
            throw new TraceFormatException(n, "SIZE must be 1 to 64, not " + s);
        }
        return (int) s;
    }
}
