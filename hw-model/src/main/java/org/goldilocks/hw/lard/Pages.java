package org.goldilocks.hw.lard;

/**
 * The page-size restriction of {@link Lard#clearHistory} and {@link Lard#copyHistory} (§4.1: one
 * operation covers at most one page, so it needs one translation), and the splitting the runtime
 * does to respect it.
 */
public final class Pages {
    /** x86's base page. */
    public static final int DEFAULT_PAGE_BYTES = 4096;

    private Pages() {
    }

    /** Consumer of one page-bounded chunk of a range. */
    @FunctionalInterface
    public interface Chunk {
        void accept(long address, int length);
    }

    /** Consumer of one chunk of a copy: both its source and its destination lie within a page. */
    @FunctionalInterface
    public interface CopyChunk {
        void accept(long source, long destination, int length);
    }

    /** Faults unless {@code [address, address + length)} is non-empty and within one page. */
    public static void requireWithinPage(String what, long address, long length, int pageBytes) {
        if (length <= 0) {
            throw new LardFault(what + ": length " + length + " is not positive");
        }
        if (address < 0) {
            throw new LardFault(what + ": negative address " + address);
        }
        if (Math.floorDiv(address, pageBytes) != Math.floorDiv(address + length - 1, pageBytes)) {
            throw new LardFault(what + ": [0x" + Long.toHexString(address) + ", +" + length
                    + ") crosses a " + pageBytes + "-byte page boundary");
        }
    }

    /** Splits {@code [address, address + length)} at page boundaries, in address order. */
    public static void forEachChunk(long address, long length, int pageBytes, Chunk chunk) {
        long at = address;
        long end = address + length;
        while (at < end) {
            long pageEnd = (Math.floorDiv(at, pageBytes) + 1) * pageBytes;
            int n = (int) (Math.min(end, pageEnd) - at);
            chunk.accept(at, n);
            at += n;
        }
    }

    /** Splits a copy so that each chunk's source and destination each stay within a page. */
    public static void forEachCopyChunk(long source, long destination, long length, int pageBytes, CopyChunk chunk) {
        long done = 0;
        while (done < length) {
            long s = source + done;
            long d = destination + done;
            long room = Math.min(pageBytes - Math.floorMod(s, pageBytes), pageBytes - Math.floorMod(d, pageBytes));
            int n = (int) Math.min(room, length - done);
            chunk.accept(s, d, n);
            done += n;
        }
    }
}
