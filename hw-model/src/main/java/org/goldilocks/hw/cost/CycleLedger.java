package org.goldilocks.hw.cost;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What detection costs LARDISH, in cycles, by cause; and how often each hardware/software path
 * ran. Baseline cycles (the same machine without detection) are {@link Baseline}'s.
 */
public final class CycleLedger {
    /** The paths counted; each has a count and the cycles charged to it. */
    public enum Path {
        /** A tracked access's check and update (history in the core's L1). */
        CHECK,
        /** A history brought from another core's L1. */
        REMOTE_TRANSFER,
        /** A history brought from the shared last-level cache. */
        LLC_FILL,
        /** A history the software manager held, filled back on a miss (a transition). */
        MANAGER_FILL,
        /** A history evicted from the last level to the software manager (a transition). */
        MANAGER_SPILL,
        /** A line first touched: an empty history, no software involved. */
        NEW_LINE,
        /** ReadVC or WriteVC, and the runtime's software joins around them. */
        VECTOR_CLOCK,
        /** {@code Thread}: the old language thread's clock saved, the new one's loaded (a transition). */
        THREAD_SWAP,
        /** {@code ClearHistory}: cached lines invalidated; lines the manager holds cleared in software. */
        CLEAR,
        /** {@code CopyHistory}: the lines evicted to the manager, then copied there (a transition). */
        COPY
    }

    private final long[] counts = new long[Path.values().length];
    private final long[] cycles = new long[Path.values().length];
    private long transitions;

    public void charge(Path path, long cost) {
        counts[path.ordinal()]++;
        cycles[path.ordinal()] += cost;
    }

    /** Adds cycles to a path without counting another occurrence of it. */
    public void add(Path path, long cost) {
        cycles[path.ordinal()] += cost;
    }

    /** One transition to the software manager (its cycles are charged to the path that caused it). */
    public void transition() {
        transitions++;
    }

    public long count(Path path) {
        return counts[path.ordinal()];
    }

    public long cycles(Path path) {
        return cycles[path.ordinal()];
    }

    public long transitions() {
        return transitions;
    }

    /** All detection cycles. */
    public long detectionCycles() {
        long sum = 0;
        for (long c : cycles) {
            sum += c;
        }
        return sum;
    }

    /** {@code {"check": {"count": n, "cycles": n}, ...}} in path order. */
    public Map<String, Map<String, Long>> asMap() {
        Map<String, Map<String, Long>> m = new LinkedHashMap<>();
        for (Path p : Path.values()) {
            Map<String, Long> entry = new LinkedHashMap<>();
            entry.put("count", counts[p.ordinal()]);
            entry.put("cycles", cycles[p.ordinal()]);
            m.put(camel(p.name()), entry);
        }
        return m;
    }

    private static String camel(String constant) {
        StringBuilder b = new StringBuilder();
        boolean upper = false;
        for (char c : constant.toLowerCase(java.util.Locale.ROOT).toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                b.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return b.toString();
    }
}
