package org.goldilocks.hw.cache;

import java.util.function.BiConsumer;

/**
 * A set-associative cache of lines with least-recently-used replacement. Keys are line numbers
 * (address / line size); a line maps to set {@code line mod sets}. Each entry carries a value: a
 * coherence state for data, an access history for LARDISH's history caches.
 */
public final class SetAssociativeCache<V> {
    /** An entry pushed out by {@link #put}. */
    public record Evicted<V>(long line, V value) {
    }

    private static final long EMPTY = -1;

    private final int sets;
    private final int ways;
    private final long[] lines;
    private final Object[] values;
    private final long[] lastUse;
    private long clock;
    private int size;

    public SetAssociativeCache(int sets, int ways) {
        if (sets <= 0 || ways <= 0) {
            throw new IllegalArgumentException(sets + " sets of " + ways + " ways");
        }
        this.sets = sets;
        this.ways = ways;
        this.lines = new long[sets * ways];
        this.values = new Object[sets * ways];
        this.lastUse = new long[sets * ways];
        java.util.Arrays.fill(lines, EMPTY);
    }

    public boolean contains(long line) {
        return slot(line) >= 0;
    }

    /** The line's value, marking it most recently used; null if absent. */
    @SuppressWarnings("unchecked")
    public V get(long line) {
        int s = slot(line);
        if (s < 0) {
            return null;
        }
        lastUse[s] = ++clock;
        return (V) values[s];
    }

    /** The line's value without touching its recency; null if absent. */
    @SuppressWarnings("unchecked")
    public V peek(long line) {
        int s = slot(line);
        return s < 0 ? null : (V) values[s];
    }

    /**
     * Inserts or replaces the line as most recently used. Returns the least recently used entry of
     * its set if one had to make room, else null.
     */
    @SuppressWarnings("unchecked")
    public Evicted<V> put(long line, V value) {
        if (line < 0) {
            throw new IllegalArgumentException("negative line " + line);
        }
        int s = slot(line);
        if (s >= 0) {
            values[s] = value;
            lastUse[s] = ++clock;
            return null;
        }
        int base = setOf(line) * ways;
        int victim = -1;
        for (int i = base; i < base + ways; i++) {
            if (lines[i] == EMPTY) {
                victim = i;
                break;
            }
            if (victim < 0 || lastUse[i] < lastUse[victim]) {
                victim = i;
            }
        }
        Evicted<V> out = lines[victim] == EMPTY ? null : new Evicted<>(lines[victim], (V) values[victim]);
        if (out == null) {
            size++;
        }
        lines[victim] = line;
        values[victim] = value;
        lastUse[victim] = ++clock;
        return out;
    }

    /** Replaces the value of a present line without touching its recency; false if absent. */
    public boolean update(long line, V value) {
        int s = slot(line);
        if (s < 0) {
            return false;
        }
        values[s] = value;
        return true;
    }

    /** Removes the line; returns its value, or null if it was absent. */
    @SuppressWarnings("unchecked")
    public V remove(long line) {
        int s = slot(line);
        if (s < 0) {
            return null;
        }
        V v = (V) values[s];
        lines[s] = EMPTY;
        values[s] = null;
        size--;
        return v;
    }

    /** Entries present. */
    public int size() {
        return size;
    }

    /** Every entry, in no particular order. */
    @SuppressWarnings("unchecked")
    public void forEach(BiConsumer<Long, V> action) {
        for (int i = 0; i < lines.length; i++) {
            if (lines[i] != EMPTY) {
                action.accept(lines[i], (V) values[i]);
            }
        }
    }

    private int setOf(long line) {
        return (int) Math.floorMod(line, (long) sets);
    }

    private int slot(long line) {
        int base = setOf(line) * ways;
        for (int i = base; i < base + ways; i++) {
            if (lines[i] == line) {
                return i;
            }
        }
        return -1;
    }
}
