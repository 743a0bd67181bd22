package org.goldilocks.hw.heap;

import java.util.ArrayList;
import java.util.List;

import org.goldilocks.hw.lard.Pages;
import org.goldilocks.hw.machine.MachineEvents;
import org.goldilocks.hw.machine.SystemAccesses;
import org.goldilocks.hw.machine.SystemSites;

/**
 * Semispace: copies every live object, in address order, to the other half: reads each word of
 * its cell, writes it at the new place, issues CopyHistory (split so that both sides stay within a
 * page, §4.1) and leaves a forwarding pointer. Then, conservatively as §4.3.3, every cell of the
 * old half (moved and dead alike) gets ClearHistory. All its accesses are the system's, on the
 * collector's hardware thread.
 */
final class SemiSpaceCollector implements Collector {
    private final SemiSpaces space;
    private final MachineEvents sink;
    private final SystemAccesses system;
    private final int hw;
    private final int pageBytes;

    SemiSpaceCollector(SemiSpaces space, MachineEvents sink, SystemAccesses system, int hw, int pageBytes) {
        this.space = space;
        this.sink = sink;
        this.system = system;
        this.hw = hw;
        this.pageBytes = pageBytes;
    }

    @Override
    public void collect(ObjectTable objects, HeapStats stats) {
        space.beginCopy();
        List<long[]> oldCells = new ArrayList<>();
        for (HeapObject o : objects.inAddressOrder()) {
            long from = o.address();
            oldCells.add(new long[] {from, o.cellBytes()});
            if (o.unreachable()) {
                objects.remove(o);
                stats.freedCells++;
                stats.freedBytes += o.cellBytes();
                continue;
            }
            long to = space.copyTarget(o.cellBytes());
            for (long w = 0; w < o.cellBytes(); w += 8) {
                system.read(hw, from + w, 8, SystemSites.GC_COPY_READ);
                system.write(hw, to + w, 8, SystemSites.GC_COPY_WRITE);
            }
            Pages.forEachCopyChunk(from, to, o.cellBytes(), pageBytes, (s, d, n) -> {
                sink.copyHistory(hw, s, d, n);
                stats.copyOps++;
            });
            system.write(hw, from, 8, SystemSites.GC_FORWARD);
            objects.move(o, to);
            stats.movedObjects++;
            stats.movedBytes += o.cellBytes();
        }
        for (long[] cell : oldCells) {
            Pages.forEachChunk(cell[0], cell[1], pageBytes, (a, n) -> {
                sink.clearHistory(hw, a, n);
                stats.clearOps++;
            });
        }
        space.flip();
    }
}
