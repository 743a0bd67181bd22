package org.goldilocks.hw.heap;

import org.goldilocks.hw.machine.HwModelException;
import org.goldilocks.hw.machine.MachineEvents;
import org.goldilocks.hw.machine.SystemAccesses;
import org.goldilocks.hw.machine.SystemSites;
import org.goldilocks.hw.sched.Scheduler;

/**
 * The simulated machine memory under the VM. Espresso's objects live in the host heap, which has
 * no stable addresses, so each guest object or array gets a cell here when it is allocated: a
 * 16-byte header (a mark word and a class word, like HotSpot's) then its payload, the cell rounded
 * up to 16 bytes. The VM names a field or element by (object id, payload offset); this heap turns
 * that into the address where the object is now.
 *
 * <p>When an allocation does not fit, the collector runs (handshake, collection, handshake) and
 * the allocation is retried; if it still does not fit the heap is exhausted
 * ({@link HwModelException}). The allocator's header writes are system accesses of the allocating
 * thread.
 */
public final class SimHeap {
    /** Mark word and class word. */
    public static final int HEADER_BYTES = 16;
    /** Cells start and end on 16 bytes. */
    public static final int CELL_ALIGNMENT = 16;
    /** The heap's first byte: page aligned, and 0 is never an object. */
    public static final long BASE = 1L << 20;

    private final long heapBytes;
    private final GcKind gc;
    private final Scheduler scheduler;
    private final Handshake handshake;
    private final SystemAccesses system;
    private final ObjectTable objects = new ObjectTable();
    private final HeapStats stats = new HeapStats();
    private final MarkSweepSpace markSweep;
    private final SemiSpaces semiSpaces;
    private final Collector collector;
    private Runnable beforeCollection = () -> {
    };

    public SimHeap(long heapBytes, GcKind gc, int pageBytes, MachineEvents sink, SystemAccesses system,
            Scheduler scheduler, Handshake handshake) {
        if (heapBytes < 2L * pageBytes) {
            throw new HwModelException("simulated heap of " + heapBytes + " bytes is smaller than two pages");
        }
        this.heapBytes = heapBytes;
        this.gc = gc;
        this.scheduler = scheduler;
        this.handshake = handshake;
        this.system = system;
        int collectorHw = handshake.collectorHw();
        if (gc == GcKind.MARKSWEEP) {
            markSweep = new MarkSweepSpace(BASE, heapBytes / CELL_ALIGNMENT * CELL_ALIGNMENT);
            semiSpaces = null;
            collector = new MarkSweepCollector(markSweep, sink, system, collectorHw, pageBytes);
        } else {
            markSweep = null;
            semiSpaces = new SemiSpaces(BASE, heapBytes);
            collector = new SemiSpaceCollector(semiSpaces, sink, system, collectorHw, pageBytes);
        }
    }

    /** A cell's size for a payload. */
    public static long cellBytes(long payloadBytes) {
        long raw = HEADER_BYTES + payloadBytes;
        return (raw + CELL_ALIGNMENT - 1) / CELL_ALIGNMENT * CELL_ALIGNMENT;
    }

    /** The payload bytes a tracing collector reads: whole words. */
    static long scannedBytes(HeapObject o) {
        return (o.payloadBytes() + 7) / 8 * 8;
    }

    public GcKind gc() {
        return gc;
    }

    public long heapBytes() {
        return heapBytes;
    }

    public HeapStats stats() {
        return stats;
    }

    /**
     * Gives object {@code id} a cell, allocated by language thread {@code thread}; returns the
     * cell's address. An id already allocated is an error.
     */
    public long allocate(int thread, long id, long payloadBytes) {
        if (payloadBytes < 0) {
            throw new HwModelException("object " + id + ": negative size " + payloadBytes);
        }
        if (objects.get(id) != null) {
            throw new HwModelException("object " + id + " allocated twice");
        }
        long cell = cellBytes(payloadBytes);
        long capacity = gc == GcKind.MARKSWEEP ? markSweep.capacity() : semiSpaces.capacity();
        if (cell > capacity) {
            throw exhausted(cell);
        }
        long address = tryAllocate(cell);
        if (address < 0) {
            collect(thread);
            address = tryAllocate(cell);
            if (address < 0) {
                throw exhausted(cell);
            }
        }
        int hw = scheduler.place(thread);
        system.write(hw, address, 8, SystemSites.ALLOCATOR_HEADER);
        system.write(hw, address + 8, 8, SystemSites.ALLOCATOR_HEADER);
        objects.add(new HeapObject(id, address, payloadBytes, cell));
        stats.allocations++;
        stats.allocatedBytes += cell;
        return address;
    }

    /** The address of {@code [offset, offset + size)} of object {@code id}'s payload, where it is now. */
    public long addressOf(long id, long offset, int size) {
        HeapObject o = objects.get(id);
        if (o == null) {
            throw new HwModelException("access to object " + id + ", which is not allocated (never allocated, or collected)");
        }
        if (offset < 0 || size <= 0 || offset + size > o.payloadBytes()) {
            throw new HwModelException("access [" + offset + ", +" + size + ") outside object " + id
                    + " of " + o.payloadBytes() + " payload bytes");
        }
        return o.address() + HEADER_BYTES + offset;
    }

    /** The object, or null. */
    public HeapObject object(long id) {
        return objects.get(id);
    }

    /** The VM reports object {@code id} unreachable: the next collection frees its cell. Unknown ids are counted, not errors. */
    public void unreachable(long id) {
        HeapObject o = objects.get(id);
        if (o == null) {
            stats.unknownUnreachable++;
            return;
        }
        o.markUnreachable();
    }

    /**
     * Runs before every collection, in the caller's thread: the VM's chance to report the objects
     * the host found unreachable since (run the host collector, drain its reference queue).
     */
    public void beforeCollection(Runnable probe) {
        this.beforeCollection = probe;
    }

    /**
     * A collection the program asked for ({@code System.gc()}, a trace's {@code gc}), on behalf of
     * {@code thread}: counted apart, as {@code requestedCollections}.
     */
    public void requestedCollection(int thread) {
        stats.requestedCollections++;
        collect(thread);
    }

    /** A collection, triggered by {@code thread} (a full heap, or System.gc). */
    public void collect(int thread) {
        beforeCollection.run();
        scheduler.synced(thread); // it blocks for the collection
        handshake.stopTheWorld();
        collector.collect(objects, stats);
        stats.collections++;
        handshake.resumeTheWorld();
    }

    private long tryAllocate(long cell) {
        return gc == GcKind.MARKSWEEP ? markSweep.allocate(cell) : semiSpaces.allocate(cell);
    }

    private HwModelException exhausted(long cell) {
        return new HwModelException("simulated heap of " + HeapSize.format(heapBytes) + " (" + gc.key()
                + ") exhausted: no room for a cell of " + cell + " bytes after a collection; use a larger --hw-heap");
    }
}
