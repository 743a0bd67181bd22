package org.goldilocks.hw.lardish;

/** The access histories of the bytes of one cache line: the unit the history caches hold. */
public final class LineHistory {
    private final Location[] bytes;
    private int nonEmpty;

    LineHistory(int lineBytes) {
        this.bytes = new Location[lineBytes];
    }

    /** The byte's history, created empty if it had none. */
    Location at(int offset) {
        Location l = bytes[offset];
        if (l == null) {
            l = new Location();
            bytes[offset] = l;
            nonEmpty++;
        }
        return l;
    }

    /** The byte's history or null; for copying. */
    Location peek(int offset) {
        return bytes[offset];
    }

    /** Sets the byte's history (null: empty). */
    void set(int offset, Location l) {
        if (bytes[offset] == null && l != null) {
            nonEmpty++;
        } else if (bytes[offset] != null && l == null) {
            nonEmpty--;
        }
        bytes[offset] = l;
    }

    /** Empties {@code [from, to)}. */
    void clear(int from, int to) {
        for (int i = from; i < to; i++) {
            set(i, null);
        }
    }

    boolean isEmpty() {
        return nonEmpty == 0;
    }

    int size() {
        return bytes.length;
    }
}
