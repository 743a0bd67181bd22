package org.goldilocks.hw.cache;

import org.goldilocks.hw.cost.CostModel;

/**
 * The data side of the simulated machine: a private L1 per hardware thread and a shared last-level
 * cache, with write-invalidate coherence between the L1s (a line is Modified in one L1 or Shared in
 * any number). It prices each access for the cycle estimate; it is the same with and without
 * detection, so detection never changes it.
 */
public final class DataCaches {
    private static final Boolean MODIFIED = Boolean.TRUE;
    private static final Boolean SHARED = Boolean.FALSE;

    private final CostModel cost;
    private final SetAssociativeCache<Boolean>[] l1;
    private final SetAssociativeCache<Boolean> llc;

    @SuppressWarnings("unchecked")
    public DataCaches(int hardwareThreads, CostModel cost) {
        this.cost = cost;
        this.l1 = new SetAssociativeCache[hardwareThreads];
        for (int i = 0; i < hardwareThreads; i++) {
            l1[i] = new SetAssociativeCache<>(cost.l1Sets(), cost.l1Ways());
        }
        this.llc = new SetAssociativeCache<>(cost.llcSets(), cost.llcWays());
    }

    /** The latency of an access by {@code hw}: the sum over the lines it touches. */
    public long access(int hw, long address, int size, boolean write) {
        long first = Math.floorDiv(address, cost.lineBytes());
        long last = Math.floorDiv(address + size - 1, cost.lineBytes());
        long cycles = 0;
        for (long line = first; line <= last; line++) {
            cycles += line(hw, line, write);
        }
        return cycles;
    }

    private long line(int hw, long line, boolean write) {
        Boolean mine = l1[hw].get(line);
        if (mine != null) {
            if (write && mine == SHARED) {
                invalidateOthers(hw, line);
                l1[hw].put(line, MODIFIED);
                return cost.llcCycles(); // an upgrade goes through the point of coherence
            }
            if (write) {
                l1[hw].put(line, MODIFIED);
            }
            return cost.l1Cycles();
        }
        boolean elsewhere = false;
        for (int other = 0; other < l1.length; other++) {
            if (other != hw && l1[other].contains(line)) {
                elsewhere = true;
                if (write) {
                    l1[other].remove(line);
                } else {
                    l1[other].update(line, SHARED);
                }
            }
        }
        long cycles;
        if (elsewhere || llc.get(line) != null) {
            cycles = cost.llcCycles();
        } else {
            cycles = cost.memoryCycles();
        }
        llc.put(line, SHARED);
        l1[hw].put(line, write ? MODIFIED : SHARED);
        return cycles;
    }

    private void invalidateOthers(int hw, long line) {
        for (int other = 0; other < l1.length; other++) {
            if (other != hw) {
                l1[other].remove(line);
            }
        }
    }
}
