package org.goldilocks.hw.heap;

/** A simulated collector; it runs with the world stopped, on the collector's hardware thread. */
interface Collector {
    /** Frees the cells of the objects the VM reported unreachable (and moves the others, if it copies). */
    void collect(ObjectTable objects, HeapStats stats);
}
