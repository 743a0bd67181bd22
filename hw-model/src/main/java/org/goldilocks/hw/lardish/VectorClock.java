package org.goldilocks.hw.lardish;

import java.util.Arrays;

/** A vector clock indexed by language-thread number; missing entries are 0. */
public final class VectorClock {
    private long[] entries;

    public VectorClock() {
        this.entries = new long[0];
    }

    public VectorClock(long[] entries) {
        this.entries = entries.clone();
    }

    public long get(int thread) {
        return thread < entries.length ? entries[thread] : 0;
    }

    public void set(int thread, long value) {
        if (thread >= entries.length) {
            entries = Arrays.copyOf(entries, Math.max(thread + 1, entries.length * 2));
        }
        entries[thread] = value;
    }

    /** The number of entries a hardware transfer of this clock moves. */
    public int length() {
        int n = entries.length;
        while (n > 0 && entries[n - 1] == 0) {
            n--;
        }
        return n;
    }

    public long[] toArray() {
        return Arrays.copyOf(entries, length());
    }

    /** Joins {@code other} into {@code into} (entry-wise maximum); returns {@code into}. */
    public static long[] join(long[] into, long[] other) {
        long[] out = into.length >= other.length ? into : Arrays.copyOf(into, other.length);
        for (int i = 0; i < other.length; i++) {
            out[i] = Math.max(out[i], other[i]);
        }
        return out;
    }
}
