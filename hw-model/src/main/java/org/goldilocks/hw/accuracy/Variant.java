package org.goldilocks.hw.accuracy;

/**
 * The six detectors of the accuracy analysis (§4.4, §5.2, Table 3): LARD, and LARD with one of
 * its extensions taken away, or all of them (Naive). All six keep language-thread identity
 * ({@code Thread}) and language synchronization.
 */
public enum Variant {
    /** Every extension. */
    LARD("lard", false, false, true, true),
    /** System accesses tracked too (no untracked accesses). */
    ALLMEM("allmem", true, false, true, true),
    /** System synchronization taken as synchronization too. */
    ALLSYNC("allsync", false, true, true, true),
    /** ClearHistory ignored. */
    NOCLEAR("noclear", false, false, false, true),
    /** CopyHistory ignored. */
    NOCOPY("nocopy", false, false, true, false),
    /** All four at once. */
    NAIVE("naive", true, true, false, false);

    private final String key;
    private final boolean tracksSystemAccesses;
    private final boolean ordersBySystemSync;
    private final boolean clears;
    private final boolean copies;

    Variant(String key, boolean tracksSystemAccesses, boolean ordersBySystemSync, boolean clears, boolean copies) {
        this.key = key;
        this.tracksSystemAccesses = tracksSystemAccesses;
        this.ordersBySystemSync = ordersBySystemSync;
        this.clears = clears;
        this.copies = copies;
    }

    /** The report's name for it. */
    public String key() {
        return key;
    }

    public boolean tracksSystemAccesses() {
        return tracksSystemAccesses;
    }

    public boolean ordersBySystemSync() {
        return ordersBySystemSync;
    }

    public boolean clears() {
        return clears;
    }

    public boolean copies() {
        return copies;
    }
}
