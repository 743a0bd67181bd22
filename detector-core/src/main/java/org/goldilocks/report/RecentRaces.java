package org.goldilocks.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The reports of the last few racy accesses, numbered by the run's count of racy accesses, so a
 * reader that took a mark (the count at some moment) can ask which races came after it: the guest
 * API {@code org.goldilocks.Races} ("races since mark", a test framework's per-test check). Records
 * only once {@link #listen()} was called (the first guest question): until then a racy access costs
 * one volatile read here. Bounded: a ring of {@link #capacity()} entries.
 */
public final class RecentRaces {
    public static final int DEFAULT_CAPACITY = 64;
    private static final RecentRaces GLOBAL = new RecentRaces(DEFAULT_CAPACITY);

    private final RaceReport[] reports;
    private final long[] numbers;
    private volatile boolean listening;
    /** Entries written so far. Guarded by this. */
    private long written;

    public RecentRaces(int capacity) {
        reports = new RaceReport[capacity];
        numbers = new long[capacity];
    }

    /** Those of this process, fed by the VM glue. */
    public static RecentRaces global() {
        return GLOBAL;
    }

    public int capacity() {
        return reports.length;
    }

    /** From now on, keep the racy accesses' reports. */
    public void listen() {
        listening = true;
    }

    public boolean listening() {
        return listening;
    }

    /** The racy access numbered {@code number} (the count of racy accesses once it was counted) had this report. */
    public void add(long number, RaceReport report) {
        if (!listening || report == null) {
            return;
        }
        synchronized (this) {
            int slot = (int) (written++ % reports.length);
            reports[slot] = report;
            numbers[slot] = number;
        }
    }

    /** The distinct reports of the kept racy accesses numbered after {@code mark}, first seen first. */
    public synchronized List<RaceReport> since(long mark) {
        Set<RaceReport> found = new LinkedHashSet<>();
        long first = Math.max(0, written - reports.length);
        for (long i = first; i < written; i++) {
            int slot = (int) (i % reports.length);
            if (numbers[slot] > mark) {
                found.add(reports[slot]);
            }
        }
        return new ArrayList<>(found);
    }

    /** How many of the racy accesses numbered in (mark, upTo] are kept here. */
    public synchronized long keptSince(long mark, long upTo) {
        long n = 0;
        long first = Math.max(0, written - reports.length);
        for (long i = first; i < written; i++) {
            long number = numbers[(int) (i % reports.length)];
            if (number > mark && number <= upTo) {
                n++;
            }
        }
        return n;
    }
}
