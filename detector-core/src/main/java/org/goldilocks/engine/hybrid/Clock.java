package org.goldilocks.engine.hybrid;

import java.util.Arrays;

/**
 * A vector clock of the limited happens-before order (O'Callahan and Choi, sec. 4.1): one per
 * thread and one per pending message, never one per access or per lock. Indexed by the engine's
 * dense thread ids; a missing entry is 0.
 */
final class Clock {
    private long[] entries;

    Clock() {
        entries = new long[4];
    }

    private Clock(long[] entries) {
        this.entries = entries;
    }

    long get(int tid) {
        return tid < entries.length ? entries[tid] : 0;
    }

    void set(int tid, long value) {
        if (tid >= entries.length) {
            entries = Arrays.copyOf(entries, Math.max(tid + 1, entries.length * 2));
        }
        entries[tid] = value;
    }

    /** this := this joined with other (entry-wise maximum): receiving a message. */
    void joinWith(Clock other) {
        long[] o = other.entries;
        if (o.length > entries.length) {
            entries = Arrays.copyOf(entries, o.length);
        }
        for (int i = 0; i < o.length; i++) {
            if (o[i] > entries[i]) {
                entries[i] = o[i];
            }
        }
    }

    /** A snapshot: the clock a message carries. */
    Clock copy() {
        return new Clock(entries.clone());
    }

    @Override
    public String toString() {
        return Arrays.toString(entries);
    }
}
