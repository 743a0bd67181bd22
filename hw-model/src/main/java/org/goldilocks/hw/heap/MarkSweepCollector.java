package org.goldilocks.hw.heap;

import org.goldilocks.hw.lard.Pages;
import org.goldilocks.hw.machine.MachineEvents;
import org.goldilocks.hw.machine.SystemAccesses;
import org.goldilocks.hw.machine.SystemSites;

/**
 * Mark-sweep: traces every live object (reads each of its words, a conservative scan, since the
 * model has no types; writes its mark word), then sweeps: each unreachable object's cell gets
 * ClearHistory (split at pages, §4.1) and a free-list link, and goes back to the free lists for
 * any thread's next allocation. All its accesses are the system's, on the collector's hardware
 * thread.
 */
final class MarkSweepCollector implements Collector {
    private final MarkSweepSpace space;
    private final MachineEvents sink;
    private final SystemAccesses system;
    private final int hw;
    private final int pageBytes;

    MarkSweepCollector(MarkSweepSpace space, MachineEvents sink, SystemAccesses system, int hw, int pageBytes) {
        this.space = space;
        this.sink = sink;
        this.system = system;
        this.hw = hw;
        this.pageBytes = pageBytes;
    }

    @Override
    public void collect(ObjectTable objects, HeapStats stats) {
        for (HeapObject o : objects.inAddressOrder()) {
            if (!o.unreachable()) {
                system.readWords(hw, o.address() + SimHeap.HEADER_BYTES, SimHeap.scannedBytes(o), SystemSites.GC_TRACE);
                system.write(hw, o.address(), 8, SystemSites.GC_MARK);
            }
        }
        for (HeapObject o : objects.inAddressOrder()) {
            if (o.unreachable()) {
                Pages.forEachChunk(o.address(), o.cellBytes(), pageBytes, (a, n) -> {
                    sink.clearHistory(hw, a, n);
                    stats.clearOps++;
                });
                system.write(hw, o.address(), 8, SystemSites.GC_SWEEP);
                space.release(o.address(), o.cellBytes());
                objects.remove(o);
                stats.freedCells++;
                stats.freedBytes += o.cellBytes();
            }
        }
    }
}
