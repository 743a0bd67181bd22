package org.goldilocks.hw.accuracy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.goldilocks.hw.HwConfig;
import org.goldilocks.hw.HwModel;
import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.heap.GcKind;
import org.goldilocks.hw.heap.SimHeap;
import org.junit.jupiter.api.Test;

/**
 * Synthetic executions, one per LARD extension, that show it necessary (§4.4, Table 3): the
 * detector without it reports a false race or misses a true one, LARD is exact. Every count of
 * every detector is asserted; the comment of each test derives them.
 *
 * <p>Layout facts used below: an object's cell starts with a 16-byte header that the allocating
 * thread writes (two 8-byte system writes), its payload at +16. Mark-sweep's collector reads each
 * live object's payload words and writes its mark word at +0, and writes a free-list link at +0 of
 * each freed cell after clearing it; semispace's reads and writes every word of each live cell,
 * then copies its history, writes a forwarding word at the old +0, and clears every old cell.
 */
class ExtensionsNecessaryTest {
    static final long T1 = 1;
    static final long T2 = 2;
    static final int W1 = 10; // sites
    static final int R2 = 20;
    static final int W3 = 30;
    static final long PAGE = 4096;

    static HwModel model(GcKind gc) {
        return HwModel.withAccuracy(new HwConfig(2 * PAGE, gc, 4, 1000, CostModel.DEFAULT));
    }

    static DetectorCounts row(long dre, long pc, long falseDre, long falsePc, long missedDre, long missedPc) {
        return new DetectorCounts(dre, pc, falseDre, falsePc, missedDre, missedPc);
    }

    static void assertRows(AccuracyReport r, Map<Variant, DetectorCounts> expected) {
        for (Variant v : Variant.values()) {
            assertEquals(expected.get(v), r.detector(v), v.key());
        }
    }

    /**
     * NoClear, mark-sweep, race free. T1 writes object 1, ends; object 1 dies. T2 (never ordered
     * with T1) allocates: the heap is full, the collection frees object 1's cell and T2 gets it,
     * then writes the new object at the same address.
     * <ul>
     * <li>LARD, AllSync, NoCopy: the cell was cleared: nothing.</li>
     * <li>NoClear: T1's stale write there: T2's write is a false race (1 at W3).</li>
     * <li>AllMem: the mark of the filler races with T1's header write of it (gc:mark); T2's header
     *     write at +0 races with the sweep's link write (allocator:header): 2 false.</li>
     * <li>Naive: T1 ended, so the handshake orders nothing of T1's: the mark (gc:mark), the link
     *     over T1's uncleared header (gc:sweep), T2's header write at +8 over it (allocator:header)
     *     and T2's write: 4 false at 4 sites.</li>
     * </ul>
     */
    @Test
    void noClearReportsFalseRacesOnReusedCellsUnderMarkSweep() {
        HwModel m = model(GcKind.MARKSWEEP);
        m.allocate(T1, 1, 16);
        m.access(T1, 1, 0, 8, true, W1, 1, false);
        m.allocate(T1, 2, 2 * PAGE - 32 - SimHeap.HEADER_BYTES); // the filler: the heap is full
        m.threadEnd(T1);
        m.unreachable(1);
        m.allocate(T2, 3, 16);
        assertEquals(SimHeap.BASE, m.heap().object(3).address()); // object 1's cell
        m.access(T2, 3, 0, 8, true, W3, 2, false);
        AccuracyReport r = m.report();
        assertEquals(new GroundTruthCounts(0, 0), r.groundTruth());
        assertRows(r, Map.of(
                Variant.LARD, row(0, 0, 0, 0, 0, 0),
                Variant.ALLMEM, row(2, 2, 2, 2, 0, 0),
                Variant.ALLSYNC, row(0, 0, 0, 0, 0, 0),
                Variant.NOCLEAR, row(1, 1, 1, 1, 0, 0),
                Variant.NOCOPY, row(0, 0, 0, 0, 0, 0),
                Variant.NAIVE, row(4, 4, 4, 4, 0, 0)));
    }

    /**
     * NoCopy, semispace, racy. T1 writes object 1 and ends; a collection moves the object; T2
     * reads it at its new address: a true race (the software engine flags it).
     * <ul>
     * <li>LARD, NoClear, AllSync (T1 is not in the handshake): the history moved with the object: 1 true.</li>
     * <li>NoCopy: the new address has no history: missed.</li>
     * <li>AllMem: the copy's reads of the header's two words and of the written field race with
     *     T1's writes (3 at gc:copy-read), the forwarding write with T1's header write
     *     (gc:forward); T2's read is caught: 5 reports, 4 false at 2 sites.</li>
     * <li>Naive: the same 4 false ones; at the new address only the collector's copy writes,
     *     ordered before T2 by the handshake: the true race is missed.</li>
     * </ul>
     */
    @Test
    void noCopyMissesARaceAcrossAMoveUnderSemispace() {
        AccuracyReport r = racyAcrossAMove();
        assertEquals(new GroundTruthCounts(1, 1), r.groundTruth());
        assertRows(r, Map.of(
                Variant.LARD, row(1, 1, 0, 0, 0, 0),
                Variant.ALLMEM, row(5, 3, 4, 2, 0, 0),
                Variant.ALLSYNC, row(1, 1, 0, 0, 0, 0),
                Variant.NOCLEAR, row(1, 1, 0, 0, 0, 0),
                Variant.NOCOPY, row(0, 0, 0, 0, 1, 1),
                Variant.NAIVE, row(4, 2, 4, 2, 1, 1)));
    }

    /** Naive is wrong both ways on the same execution: false races and a missed one (the counts above). */
    @Test
    void naiveReportsFalseRacesAndMissesTrueOnes() {
        DetectorCounts naive = racyAcrossAMove().detector(Variant.NAIVE);
        assertEquals(4, naive.falseDre());
        assertEquals(1, naive.missedDre());
    }

    private static AccuracyReport racyAcrossAMove() {
        HwModel m = model(GcKind.SEMISPACE);
        m.allocate(T1, 1, 16);
        m.access(T1, 1, 0, 8, true, W1, 1, false);
        m.threadEnd(T1);
        long before = m.heap().object(1).address();
        m.collect(T2);
        assertEquals(before + PAGE, m.heap().object(1).address()); // moved to the other half
        m.access(T2, 1, 0, 8, false, R2, 2, true);
        return m.report();
    }

    /**
     * AllMem, mark-sweep, race free: T1 writes object 1, a collection traces it, T1 writes it again.
     * <ul>
     * <li>LARD, AllSync, NoClear, NoCopy: nothing.</li>
     * <li>AllMem: the trace's read of the field races with T1's write (gc:trace), the mark with
     *     T1's header write (gc:mark), and T1's second write with the trace's read (W3): 3 false.</li>
     * <li>Naive: the handshake orders T1, the collector, T1 again: nothing.</li>
     * </ul>
     */
    @Test
    void allMemReportsFalseRacesOnTheCollectorsAccesses() {
        HwModel m = model(GcKind.MARKSWEEP);
        m.allocate(T1, 1, 16);
        m.access(T1, 1, 0, 8, true, W1, 1, false);
        m.collect(T1);
        m.access(T1, 1, 0, 8, true, W3, 2, false);
        AccuracyReport r = m.report();
        assertEquals(new GroundTruthCounts(0, 0), r.groundTruth());
        assertRows(r, Map.of(
                Variant.LARD, row(0, 0, 0, 0, 0, 0),
                Variant.ALLMEM, row(3, 3, 3, 3, 0, 0),
                Variant.ALLSYNC, row(0, 0, 0, 0, 0, 0),
                Variant.NOCLEAR, row(0, 0, 0, 0, 0, 0),
                Variant.NOCOPY, row(0, 0, 0, 0, 0, 0),
                Variant.NAIVE, row(0, 0, 0, 0, 0, 0)));
    }

    /**
     * AllSync, mark-sweep, racy: T1 writes object 1, T2 is alive, a collection runs, T2 reads the
     * field with no language edge from T1: a true race.
     * <ul>
     * <li>LARD, NoClear, NoCopy: 1 true.</li>
     * <li>AllSync: T1 released to the collector, which released to T2: ordered, missed.</li>
     * <li>AllMem: gc:trace and gc:mark as above, false; T2's read caught: 3 reports, 2 false.</li>
     * <li>Naive: everything ordered by the handshake: nothing reported, the race missed.</li>
     * </ul>
     */
    @Test
    void allSyncMissesARaceHiddenByTheStopTheWorldHandshake() {
        HwModel m = model(GcKind.MARKSWEEP);
        m.allocate(T1, 1, 16);
        m.access(T1, 1, 0, 8, true, W1, 1, false);
        m.threadStart(T2);
        m.collect(T1);
        m.access(T2, 1, 0, 8, false, R2, 2, true);
        AccuracyReport r = m.report();
        assertEquals(new GroundTruthCounts(1, 1), r.groundTruth());
        assertRows(r, Map.of(
                Variant.LARD, row(1, 1, 0, 0, 0, 0),
                Variant.ALLMEM, row(3, 3, 2, 2, 0, 0),
                Variant.ALLSYNC, row(0, 0, 0, 0, 1, 1),
                Variant.NOCLEAR, row(1, 1, 0, 0, 0, 0),
                Variant.NOCOPY, row(1, 1, 0, 0, 0, 0),
                Variant.NAIVE, row(0, 0, 0, 0, 1, 1)));
    }

    /** Language edges count for every detector: the same program with a lock around both accesses is clean everywhere LARD is. */
    @Test
    void languageSynchronizationOrdersForEveryDetector() {
        HwModel m = model(GcKind.SEMISPACE);
        m.allocate(T1, 1, 16);
        m.acquire(T1, 5);
        m.access(T1, 1, 0, 8, true, W1, 1, false);
        m.release(T1, 5);
        m.threadEnd(T1);
        m.collect(T2);
        m.acquire(T2, 5);
        m.access(T2, 1, 0, 8, false, R2, 2, false);
        m.release(T2, 5);
        AccuracyReport r = m.report();
        assertEquals(row(0, 0, 0, 0, 0, 0), r.detector(Variant.LARD));
        assertEquals(row(0, 0, 0, 0, 0, 0), r.detector(Variant.ALLSYNC));
        assertEquals(row(0, 0, 0, 0, 0, 0), r.detector(Variant.NOCLEAR));
        assertEquals(row(0, 0, 0, 0, 0, 0), r.detector(Variant.NOCOPY));
    }
}
