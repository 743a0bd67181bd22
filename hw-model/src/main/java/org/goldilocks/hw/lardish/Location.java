package org.goldilocks.hw.lardish;

/**
 * The access history of one byte (Appendix A): the last write as an epoch (thread, its clock then),
 * and the last read of each thread since that write.
 *
 * <p>After a race the access is recorded as if it were race-free, as the software engines do in
 * report mode (docs/engine.md, Goldilocks {@code commit}): a write replaces the history, a read
 * joins it. Keeping one read per thread loses nothing: an earlier read of the same thread
 * happens-before its later one by program order, so whatever the earlier one is unordered with,
 * the later one is too.
 */
final class Location {
    static final int NONE = -1;

    private static final int[] NO_READERS = new int[0];
    private static final long[] NO_CLOCKS = new long[0];

    private int writer = NONE;
    private long writeClock;
    private int[] readers = NO_READERS;
    private long[] readClocks = NO_CLOCKS;
    private int readCount;
    /** How many bytes of its line refer to this history ({@link LineHistory}). */
    int refs;

    /** Does a read by {@code thread} with clock {@code clock} race with this history? */
    boolean readRaces(int thread, VectorClock clock) {
        return writer != NONE && writer != thread && writeClock > clock.get(writer);
    }

    /** Does a write race? Against the last write and every read since it. */
    boolean writeRaces(int thread, VectorClock clock) {
        if (readRaces(thread, clock)) {
            return true;
        }
        for (int i = 0; i < readCount; i++) {
            if (readers[i] != thread && readClocks[i] > clock.get(readers[i])) {
                return true;
            }
        }
        return false;
    }

    void recordRead(int thread, long clock) {
        for (int i = 0; i < readCount; i++) {
            if (readers[i] == thread) {
                readClocks[i] = clock;
                return;
            }
        }
        if (readCount == readers.length) {
            int n = Math.max(2, readCount * 2);
            readers = java.util.Arrays.copyOf(readers, n);
            readClocks = java.util.Arrays.copyOf(readClocks, n);
        }
        readers[readCount] = thread;
        readClocks[readCount] = clock;
        readCount++;
    }

    void recordWrite(int thread, long clock) {
        writer = thread;
        writeClock = clock;
        readCount = 0;
    }

    /** An equal history with no references yet. */
    Location copy() {
        Location c = new Location();
        c.writer = writer;
        c.writeClock = writeClock;
        c.readers = readCount == 0 ? NO_READERS : java.util.Arrays.copyOf(readers, readCount);
        c.readClocks = readCount == 0 ? NO_CLOCKS : java.util.Arrays.copyOf(readClocks, readCount);
        c.readCount = readCount;
        return c;
    }
}
