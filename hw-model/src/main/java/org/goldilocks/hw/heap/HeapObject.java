package org.goldilocks.hw.heap;

/** An object or array of the simulated heap: where its cell is now, how big, and whether the VM reported it unreachable. */
public final class HeapObject {
    private final long id;
    private final long payloadBytes;
    private final long cellBytes;
    private long address;
    private boolean unreachable;

    HeapObject(long id, long address, long payloadBytes, long cellBytes) {
        this.id = id;
        this.address = address;
        this.payloadBytes = payloadBytes;
        this.cellBytes = cellBytes;
    }

    public long id() {
        return id;
    }

    /** The cell's first byte (the header's). */
    public long address() {
        return address;
    }

    public long payloadBytes() {
        return payloadBytes;
    }

    public long cellBytes() {
        return cellBytes;
    }

    public boolean unreachable() {
        return unreachable;
    }

    void markUnreachable() {
        unreachable = true;
    }

    void moveTo(long newAddress) {
        address = newAddress;
    }
}
