package org.goldilocks.hw.heap;

/** Semispace's two halves: allocation bumps in the current one; a collection copies into the other and flips. */
final class SemiSpaces {
    private final long[] starts;
    private final long half;
    private int current;
    private long bump;
    private long copyBump;

    SemiSpaces(long start, long bytes) {
        this.half = bytes / 2 / 16 * 16;
        this.starts = new long[] {start, start + half};
        this.bump = start;
    }

    long allocate(long cellBytes) {
        if (starts[current] + half - bump < cellBytes) {
            return -1;
        }
        long a = bump;
        bump += cellBytes;
        return a;
    }

    /** Starts a collection: copies go to the other half from its start. */
    void beginCopy() {
        copyBump = starts[1 - current];
    }

    /** Where the collector copies the next object; the caller checked the live data fits. */
    long copyTarget(long cellBytes) {
        long a = copyBump;
        copyBump += cellBytes;
        return a;
    }

    /** Ends a collection: the other half is current, allocation continues after the copies. */
    void flip() {
        current = 1 - current;
        bump = copyBump;
    }

    long capacity() {
        return half;
    }
}
