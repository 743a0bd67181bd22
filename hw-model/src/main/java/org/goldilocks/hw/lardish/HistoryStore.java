package org.goldilocks.hw.lardish;

/**
 * Where the access histories of lines live. Placement never changes a history, only what reaching
 * it costs: {@link CachedHistories} (LARDISH's RADISH-style caches and software manager) and
 * {@link FlatHistories} (one table, no costs) give the same verdicts, which the oracle tests check.
 */
public interface HistoryStore {
    /** The line's history for an access by {@code hw} (created empty if it has none). */
    LineHistory forAccess(int hw, long line);

    /** Empties the histories of {@code [address, address + length)}. */
    void clear(int hw, long address, int length);

    /** Copies the histories of {@code [source, +length)} over {@code [destination, +length)}. */
    void copy(int hw, long source, long destination, int length);
}
