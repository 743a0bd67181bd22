package org.goldilocks.hw.machine;

/**
 * The system's own (untracked) accesses, numbered -1, -2, ... so that they never collide with the
 * VM's access ids (0 and up) and ground truth can never name one.
 */
public final class SystemAccesses {
    private final MachineEvents sink;
    private long next = -1;

    public SystemAccesses(MachineEvents sink) {
        this.sink = sink;
    }

    public void read(int hw, long address, int size, SystemSites site) {
        sink.access(hw, address, size, false, false, site.site(), next--);
    }

    public void write(int hw, long address, int size, SystemSites site) {
        sink.access(hw, address, size, true, false, site.site(), next--);
    }

    /** Word by word over {@code [address, address + length)}; {@code length} a multiple of 8. */
    public void readWords(int hw, long address, long length, SystemSites site) {
        for (long a = address; a < address + length; a += 8) {
            read(hw, a, 8, site);
        }
    }

    /** How many system accesses were made. */
    public long count() {
        return -1 - next;
    }
}
