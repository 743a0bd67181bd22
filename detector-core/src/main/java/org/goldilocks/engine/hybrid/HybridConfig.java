package org.goldilocks.engine.hybrid;

import java.util.Locale;
import java.util.Objects;

import org.goldilocks.policy.NameList;

/**
 * How a hybrid engine runs. The option values are parsed here, one place for their spellings.
 *
 * @param mode simple (sec. 6.2, 6.3) or detailed (sec. 4.2, 5)
 * @param optimizations which redundancy checks of detailed mode are on (sec. 5.2, 5.4); all three
 *        settings report the same variables, at the same accesses
 * @param maxLocks the bound N of the oversized-lockset check (sec. 5.4): the most locks a thread
 *        holds at once, or {@link #LEARNED} for the most seen so far in this run
 * @param fields in a two-phase run (sec. 6.1), the fields (and, for array elements, methods) the
 *        runtime checks; null checks everything. The engine does not read it: it only carries it
 *        to the runtime, which decides which variables to report
 * @param siteExpander expands the site of each access kept as a record (sec. 6.6)
 * @param happensBefore detailed mode's limited happens-before (sec. 3.2, 4.1): on by default; off,
 *        no message orders anything and detailed mode checks locksets only (the paper's
 *        Detailed-NoHB configuration of Table 2, a measurement of what the messages cost and remove)
 */
public record HybridConfig(Mode mode, Optimizations optimizations, int maxLocks, NameList fields, SiteExpander siteExpander,
                boolean happensBefore) {
    /** {@link #maxLocks} value: the bound is the largest number of locks any thread held so far. */
    public static final int LEARNED = -1;
    public static final HybridConfig DEFAULT = new HybridConfig(Mode.DETAILED, Optimizations.ALL, LEARNED, null, SiteExpander.IDENTITY, true);

    public HybridConfig {
        Objects.requireNonNull(mode);
        Objects.requireNonNull(optimizations);
        Objects.requireNonNull(siteExpander);
        if (maxLocks < LEARNED) {
            throw new IllegalArgumentException("maxLocks " + maxLocks);
        }
    }

    public enum Mode {
        SIMPLE,
        DETAILED;

        public String optionValue() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** @throws IllegalArgumentException with a one-line message */
        public static Mode parse(String value) {
            for (Mode m : values()) {
                if (m.optionValue().equals(value)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("unknown hybrid mode '" + value + "' (expected simple or detailed)");
        }
    }

    /** The redundancy checks of detailed mode: switching them off changes costs, never reports. */
    public enum Optimizations {
        /** Lockset-subset (sec. 5.2) and oversized-lockset (sec. 5.4). */
        ALL("all"),
        /** Lockset-subset only. */
        NO_OVERSIZED("no-oversized"),
        /** Every access is a record until its variable is reported. */
        NONE("none");

        private final String value;

        Optimizations(String value) {
            this.value = value;
        }

        public String optionValue() {
            return value;
        }

        public boolean subset() {
            return this != NONE;
        }

        public boolean oversized() {
            return this == ALL;
        }

        /** @throws IllegalArgumentException with a one-line message */
        public static Optimizations parse(String value) {
            for (Optimizations o : values()) {
                if (o.value.equals(value)) {
                    return o;
                }
            }
            throw new IllegalArgumentException("unknown hybrid optimizations '" + value + "' (expected all, no-oversized or none)");
        }
    }

    /**
     * "learned" or a number of locks from 0 to 1000.
     *
     * @throws IllegalArgumentException with a one-line message
     */
    public static int parseMaxLocks(String value) {
        if ("learned".equals(value)) {
            return LEARNED;
        }
        try {
            int n = Integer.parseInt(value);
            if (n >= 0 && n <= 1000) {
                return n;
            }
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new IllegalArgumentException("bad hybrid lock bound '" + value + "' (expected a number of locks from 0 to 1000, or learned)");
    }

    public String maxLocksValue() {
        return maxLocks == LEARNED ? "learned" : Integer.toString(maxLocks);
    }

    public HybridConfig withMode(Mode m) {
        return new HybridConfig(m, optimizations, maxLocks, fields, siteExpander, happensBefore);
    }

    public HybridConfig withOptimizations(Optimizations o) {
        return new HybridConfig(mode, o, maxLocks, fields, siteExpander, happensBefore);
    }

    public HybridConfig withMaxLocks(int n) {
        return new HybridConfig(mode, optimizations, n, fields, siteExpander, happensBefore);
    }

    public HybridConfig withFields(NameList f) {
        return new HybridConfig(mode, optimizations, maxLocks, f, siteExpander, happensBefore);
    }

    public HybridConfig withSiteExpander(SiteExpander e) {
        return new HybridConfig(mode, optimizations, maxLocks, fields, e, happensBefore);
    }

    /** Detailed mode with ({@code true}, the default) or without its limited happens-before ({@code --hybrid-hb=off}). */
    public HybridConfig withHappensBefore(boolean on) {
        return new HybridConfig(mode, optimizations, maxLocks, fields, siteExpander, on);
    }
}
