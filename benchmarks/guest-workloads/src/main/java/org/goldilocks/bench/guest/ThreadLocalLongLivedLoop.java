package org.goldilocks.bench.guest;

/**
 * The loop of {@link ThreadLocalFieldLoop} over long-lived objects: the four cells are created by
 * the first call and kept, and every call resets and updates them again. Only the calling thread
 * ever touches them (the benchmark calls from one thread). This is thread-confined data that
 * outlives the loop (a worker's private buffers, say), where the loop's checks never need the
 * detector's slow path once the cells have been touched, unlike {@link ThreadLocalFieldLoop},
 * whose cells are new on every call.
 */
public final class ThreadLocalLongLivedLoop {
    private static final int CELLS = 4; // a power of two
    private static Cell[] cells;

    private ThreadLocalLongLivedLoop() {
    }

    static final class Cell {
        int count;
        long sum;
    }

    public static long run(int n) {
        Cell[] cs = cells;
        if (cs == null) {
            cs = new Cell[CELLS];
            for (int i = 0; i < CELLS; i++) {
                cs[i] = new Cell();
            }
            cells = cs;
        }
        for (Cell c : cs) {
            c.count = 0;
            c.sum = 0;
        }
        for (int i = 0; i < n; i++) {
            Cell c = cs[i & (CELLS - 1)];
            c.count++;
            c.sum += i ^ c.count;
        }
        long checksum = 0;
        for (Cell c : cs) {
            checksum += c.sum * 31 + c.count;
        }
        return checksum;
    }

    /** What {@link #run} must return: the same as the fresh-cells loop's. */
    public static long expected(int n) {
        return ThreadLocalFieldLoop.expected(n);
    }
}
