package org.goldilocks.report;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The races of one run, de-duplicated per pair of source locations: the first occurrence at a pair
 * keeps its full details, later ones only count. Memory is bounded by the number of distinct pairs,
 * which is itself capped ({@link #limit()}): a program making millions of racy accesses at a few
 * places costs a few reports. Thread-safe; a repeated occurrence costs a map lookup and two atomic
 * increments.
 *
 * <p>The VM glue logs into {@link #global()}; the launcher reads it when the program has ended (text
 * summary, JSON report, racy variables file), or follows it as races appear ({@link #addListener}).
 */
public final class RaceLog {
    /** At most this many distinct pairs keep a report; further pairs are only counted. */
    public static final int DEFAULT_LIMIT = 1000;
    private static final RaceLog GLOBAL = new RaceLog(DEFAULT_LIMIT);

    private final int limit;
    private final ConcurrentHashMap<Pair, RaceReport> byPair = new ConcurrentHashMap<>();
    /** Admitted reports in id order. Guarded by this. */
    private final List<RaceReport> ordered = new ArrayList<>();
    private final AtomicLong racyAccesses = new AtomicLong();
    private final AtomicLong unrecorded = new AtomicLong();
    private final List<Consumer<RaceReport>> listeners = new CopyOnWriteArrayList<>();

    public RaceLog(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit " + limit);
        }
        this.limit = limit;
    }

    /** The log of this process (one guest VM per process). */
    public static RaceLog global() {
        return GLOBAL;
    }

    /**
     * What logging one racy access did.
     *
     * @param report the report of its pair of locations; null if the pair is new but the log is full
     * @param first whether this access was the first at its pair (its report was just created)
     */
    public record Occurrence(RaceReport report, boolean first) {
    }

    /**
     * Logs one racy access. {@code siteA} and {@code siteB} identify the two source locations (any
     * objects with value equality; the order does not matter). {@code details} is called only when
     * the pair looks new, outside any lock; its id is replaced by the log's numbering.
     */
    public Occurrence log(Object siteA, Object siteB, Supplier<RaceReport> details) {
        racyAccesses.incrementAndGet();
        Pair key = new Pair(siteA, siteB);
        RaceReport known = byPair.get(key);
        if (known != null) {
            known.countOne();
            return new Occurrence(known, false);
        }
        RaceReport built = details.get();
        RaceReport admitted;
        synchronized (this) {
            known = byPair.get(key);
            if (known != null) {
                known.countOne();
                return new Occurrence(known, false);
            }
            if (ordered.size() >= limit) {
                unrecorded.incrementAndGet();
                return new Occurrence(null, false);
            }
            admitted = built.withId(ordered.size() + 1);
            ordered.add(admitted);
            byPair.put(key, admitted);
        }
        for (Consumer<RaceReport> l : listeners) {
            l.accept(admitted);
        }
        return new Occurrence(admitted, true);
    }

    /** Called with each new report, on the thread that found it, after it is in the log. */
    public void addListener(Consumer<RaceReport> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<RaceReport> listener) {
        listeners.remove(listener);
    }

    /** The reports so far, by id (first seen first). Counts keep changing while the program runs. */
    public synchronized List<RaceReport> reports() {
        return List.copyOf(ordered);
    }

    /** Every racy access logged, repeated ones included. */
    public long racyAccesses() {
        return racyAccesses.get();
    }

    /** Distinct pairs of source locations that have a report. */
    public synchronized int distinctRaces() {
        return ordered.size();
    }

    /** Racy accesses at pairs that found the log full: counted, not reported. */
    public long unrecorded() {
        return unrecorded.get();
    }

    public int limit() {
        return limit;
    }

    /** An unordered pair. */
    private record Pair(Object a, Object b) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Pair p && ((a.equals(p.a) && b.equals(p.b)) || (a.equals(p.b) && b.equals(p.a)));
        }

        @Override
        public int hashCode() {
            return a.hashCode() + b.hashCode();
        }
    }
}
