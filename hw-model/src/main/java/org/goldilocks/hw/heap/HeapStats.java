package org.goldilocks.hw.heap;

import java.util.LinkedHashMap;
import java.util.Map;

/** What the simulated heap did, for the report. */
public final class HeapStats {
    long allocations;
    long allocatedBytes;
    long collections;
    /** Of those, the ones the program asked for (System.gc). */
    long requestedCollections;
    long freedCells;
    long freedBytes;
    long movedObjects;
    long movedBytes;
    long clearOps;
    long copyOps;
    long unknownUnreachable;

    public long collections() {
        return collections;
    }

    public long requestedCollections() {
        return requestedCollections;
    }

    public long freedCells() {
        return freedCells;
    }

    public long movedObjects() {
        return movedObjects;
    }

    public long clearOps() {
        return clearOps;
    }

    public long copyOps() {
        return copyOps;
    }

    public Map<String, Long> asMap() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("allocations", allocations);
        m.put("allocatedBytes", allocatedBytes);
        m.put("collections", collections);
        m.put("requestedCollections", requestedCollections);
        m.put("freedCells", freedCells);
        m.put("freedBytes", freedBytes);
        m.put("movedObjects", movedObjects);
        m.put("movedBytes", movedBytes);
        m.put("clearHistoryOps", clearOps);
        m.put("copyHistoryOps", copyOps);
        m.put("unknownUnreachable", unknownUnreachable);
        return m;
    }
}
