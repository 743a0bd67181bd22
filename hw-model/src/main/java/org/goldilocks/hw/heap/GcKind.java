package org.goldilocks.hw.heap;

import java.util.Locale;

/** The two collectors, as LARDVM's evaluation has them (§5). */
public enum GcKind {
    /** Frees unreachable cells in place and reuses them: ClearHistory matters. */
    MARKSWEEP,
    /** Copies every live object to the other half at each collection: CopyHistory matters. */
    SEMISPACE;

    /** The option value: {@code marksweep} or {@code semispace}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static GcKind parse(String text) {
        for (GcKind k : values()) {
            if (k.key().equals(text)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown collector '" + text + "': expected marksweep or semispace");
    }
}
