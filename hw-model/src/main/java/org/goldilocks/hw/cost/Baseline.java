package org.goldilocks.hw.cost;

import org.goldilocks.hw.cache.DataCaches;
import org.goldilocks.hw.machine.MachineEvents;
import org.goldilocks.hw.machine.SyncOp;

/**
 * The cycles of the same execution on the same machine without detection (§5.3's denominator):
 * every access (the program's and the system's) costs its instruction and its data-cache latency,
 * every synchronization (language or system) an atomic operation. {@code Thread}, ClearHistory and
 * CopyHistory do not exist without detection; context switches and non-memory instructions are
 * not modelled (both runs would pay them alike), so the ratio is that of a memory-bound program:
 * an upper bound on the slowdown.
 */
public final class Baseline implements MachineEvents {
    private final CostModel cost;
    private final DataCaches caches;
    private long cycles;
    private long accesses;
    private long syncs;

    public Baseline(int hardwareThreads, CostModel cost) {
        this.cost = cost;
        this.caches = new DataCaches(hardwareThreads, cost);
    }

    @Override
    public void access(int hw, long address, int size, boolean write, boolean tracked, int site, long accessId) {
        cycles += cost.instructionCycles() + caches.access(hw, address, size, write);
        accesses++;
    }

    @Override
    public void languageSync(int hw, SyncOp op, long syncId) {
        cycles += cost.syncCycles();
        syncs++;
    }

    @Override
    public void systemSync(int hw, SyncOp op, long syncId) {
        cycles += cost.syncCycles();
        syncs++;
    }

    @Override
    public void thread(int hw, int languageThread) {
    }

    @Override
    public void clearHistory(int hw, long address, int length) {
    }

    @Override
    public void copyHistory(int hw, long source, long destination, int length) {
    }

    public long cycles() {
        return cycles;
    }

    public long accesses() {
        return accesses;
    }

    public long syncs() {
        return syncs;
    }
}
