package org.goldilocks.hw.heap;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Mark-sweep's space: a bump region and free cells. A request takes a free cell of exactly its
 * size (most recently freed first), else splits the smallest larger one, else bumps. So freed
 * cells go to whichever thread allocates next: the reuse that makes ClearHistory needed (§4.3.3).
 *
 * <p>When nothing fits, free cells that lie side by side are merged and a free run that reaches
 * the bump pointer goes back to the bump region (deferred coalescing), and the request is tried
 * again: free space is then maximal runs, so a request fails only if no run of free bytes is long
 * enough (without it, a heap of small dead objects could not hold one large array after a
 * collection). Coalescing only when needed keeps exact-size reuse, cell for cell, whenever it
 * suffices.
 */
final class MarkSweepSpace {
    private final long start;
    private final long end;
    private long bump;
    /** Free cells: address to size. */
    private final TreeMap<Long, Long> byAddress = new TreeMap<>();
    /** The same cells by size, each set in the order they were freed (most recent last). */
    private final TreeMap<Long, LinkedHashSet<Long>> bySize = new TreeMap<>();
    private long freeBytes;
    /** No cell was freed since the last coalescing: free runs are maximal already. */
    private boolean coalesced = true;

    MarkSweepSpace(long start, long bytes) {
        this.start = start;
        this.end = start + bytes;
        this.bump = start;
    }

    /** A cell's address, or -1 if none fits, even after coalescing. */
    long allocate(long cellBytes) {
        long address = fit(cellBytes);
        if (address < 0 && !coalesced) {
            coalesce();
            address = fit(cellBytes);
        }
        return address;
    }

    private long fit(long cellBytes) {
        Map.Entry<Long, LinkedHashSet<Long>> fit = bySize.ceilingEntry(cellBytes);
        if (fit != null) {
            long size = fit.getKey();
            long address = fit.getValue().getLast();
            remove(address, size);
            if (size > cellBytes) {
                insert(address + cellBytes, size - cellBytes);
            }
            return address;
        }
        if (end - bump >= cellBytes) {
            long address = bump;
            bump += cellBytes;
            return address;
        }
        return -1;
    }

    /** A dead object's cell goes on the free lists. */
    void release(long address, long cellBytes) {
        if (cellBytes <= 0 || address < start || address + cellBytes > bump) {
            throw new IllegalStateException("release of [" + address + ", +" + cellBytes + ") outside the allocated space");
        }
        Map.Entry<Long, Long> before = byAddress.floorEntry(address);
        Map.Entry<Long, Long> after = byAddress.ceilingEntry(address);
        if (before != null && before.getKey() + before.getValue() > address || after != null && after.getKey() < address + cellBytes) {
            throw new IllegalStateException("release of [" + address + ", +" + cellBytes + "): already free");
        }
        insert(address, cellBytes);
        coalesced = false;
    }

    /** Merges free cells that lie side by side; a run that ends at the bump pointer goes back to it. */
    private void coalesce() {
        List<long[]> runs = new ArrayList<>();
        for (Map.Entry<Long, Long> e : byAddress.entrySet()) {
            long[] last = runs.isEmpty() ? null : runs.get(runs.size() - 1);
            if (last != null && last[0] + last[1] == e.getKey()) {
                last[1] += e.getValue();
            } else {
                runs.add(new long[] {e.getKey(), e.getValue()});
            }
        }
        byAddress.clear();
        bySize.clear();
        freeBytes = 0;
        if (!runs.isEmpty()) {
            long[] last = runs.get(runs.size() - 1);
            if (last[0] + last[1] == bump) {
                bump = last[0];
                runs.remove(runs.size() - 1);
            }
        }
        for (long[] run : runs) {
            insert(run[0], run[1]);
        }
        coalesced = true;
    }

    private void insert(long address, long size) {
        byAddress.put(address, size);
        bySize.computeIfAbsent(size, k -> new LinkedHashSet<>()).add(address);
        freeBytes += size;
    }

    private void remove(long address, long size) {
        byAddress.remove(address);
        LinkedHashSet<Long> cells = bySize.get(size);
        cells.remove(address);
        if (cells.isEmpty()) {
            bySize.remove(size);
        }
        freeBytes -= size;
    }

    long capacity() {
        return end - start;
    }

    /** Bytes in free cells (not counting the bump region). */
    long freeBytes() {
        return freeBytes;
    }

    /** Free cells (not counting the bump region). */
    int freeCells() {
        return byAddress.size();
    }

    /** The bump pointer: every byte from here to the end is free. */
    long bump() {
        return bump;
    }
}
