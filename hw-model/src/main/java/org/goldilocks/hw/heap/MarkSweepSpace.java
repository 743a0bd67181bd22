package org.goldilocks.hw.heap;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.TreeMap;

/**
 * Mark-sweep's space: a bump region and free lists by cell size. A request takes a free cell of
 * exactly its size (most recently freed first), else splits the smallest larger one, else bumps.
 * So freed cells go to whichever thread allocates next: the reuse that makes ClearHistory needed.
 */
final class MarkSweepSpace {
    private final long start;
    private final long end;
    private long bump;
    private final TreeMap<Long, ArrayDeque<Long>> free = new TreeMap<>();
    private long freeBytes;

    MarkSweepSpace(long start, long bytes) {
        this.start = start;
        this.end = start + bytes;
        this.bump = start;
    }

    /** A cell's address, or -1 if none fits. */
    long allocate(long cellBytes) {
        Map.Entry<Long, ArrayDeque<Long>> fit = free.ceilingEntry(cellBytes);
        if (fit != null) {
            long size = fit.getKey();
            long address = fit.getValue().pop();
            if (fit.getValue().isEmpty()) {
                free.remove(size);
            }
            freeBytes -= size;
            if (size > cellBytes) {
                release(address + cellBytes, size - cellBytes);
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

    void release(long address, long cellBytes) {
        free.computeIfAbsent(cellBytes, k -> new ArrayDeque<>()).push(address);
        freeBytes += cellBytes;
    }

    long capacity() {
        return end - start;
    }

    /** Bytes on free lists. */
    long freeBytes() {
        return freeBytes;
    }
}
