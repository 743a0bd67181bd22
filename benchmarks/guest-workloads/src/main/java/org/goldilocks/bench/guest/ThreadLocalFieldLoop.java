package org.goldilocks.bench.guest;

/**
 * One thread updates the int and long fields of four objects that only it can reach. The objects
 * sit in an array indexed by the loop counter, so the compiler cannot scalar-replace them: every
 * iteration really loads and stores two fields of a heap object.
 */
public final class ThreadLocalFieldLoop {
    private static final int CELLS = 4; // a power of two

    private ThreadLocalFieldLoop() {
    }

    static final class Cell {
        int count;
        long sum;
    }

    public static long run(int n) {
        Cell[] cells = new Cell[CELLS];
        for (int i = 0; i < CELLS; i++) {
            cells[i] = new Cell();
        }
        for (int i = 0; i < n; i++) {
            Cell c = cells[i & (CELLS - 1)];
            c.count++;
            c.sum += i ^ c.count;
        }
        long checksum = 0;
        for (Cell c : cells) {
            checksum += c.sum * 31 + c.count;
        }
        return checksum;
    }

    /** What {@link #run} must return, computed without objects. */
    public static long expected(int n) {
        long[] count = new long[CELLS];
        long[] sum = new long[CELLS];
        for (int i = 0; i < n; i++) {
            int k = i & (CELLS - 1);
            count[k]++;
            sum[k] += i ^ (int) count[k];
        }
        long checksum = 0;
        for (int k = 0; k < CELLS; k++) {
            checksum += sum[k] * 31 + count[k];
        }
        return checksum;
    }
}
