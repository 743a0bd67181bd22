package org.goldilocks.hw.machine;

/**
 * The sites (program counters) of the system's own accesses. Program sites are the VM's, 0 and
 * up; these are negative, so reports can name them and they never collide.
 */
public enum SystemSites {
    /** The allocator writing a new object's header. */
    ALLOCATOR_HEADER(-1, "allocator:header"),
    /** Mark-sweep tracing: reading a live object's words for references. */
    GC_TRACE(-2, "gc:trace"),
    /** Mark-sweep marking: writing the mark word. */
    GC_MARK(-3, "gc:mark"),
    /** Mark-sweep sweeping: writing the free-list link into a freed cell. */
    GC_SWEEP(-4, "gc:sweep"),
    /** Semispace: reading an object to copy it. */
    GC_COPY_READ(-5, "gc:copy-read"),
    /** Semispace: writing the copy. */
    GC_COPY_WRITE(-6, "gc:copy-write"),
    /** Semispace: the forwarding pointer left in the old copy. */
    GC_FORWARD(-7, "gc:forward"),
    /** An internal access the VM reported without a site of its own. */
    VM(-8, "vm");

    private final int site;
    private final String label;

    SystemSites(int site, String label) {
        this.site = site;
        this.label = label;
    }

    public int site() {
        return site;
    }

    public String label() {
        return label;
    }

    /** The name of a system site, or null for a program site. */
    public static String labelOf(int site) {
        for (SystemSites s : values()) {
            if (s.site == site) {
                return s.label;
            }
        }
        return null;
    }
}
