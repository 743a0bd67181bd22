package org.goldilocks.hw.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.goldilocks.hw.HwConfig;
import org.goldilocks.hw.HwModel;
import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.machine.HwModelException;
import org.goldilocks.hw.machine.Recorder;
import org.goldilocks.hw.machine.Recorder.Access;
import org.goldilocks.hw.machine.Recorder.Clear;
import org.goldilocks.hw.machine.Recorder.Copy;
import org.goldilocks.hw.machine.Recorder.Sync;
import org.goldilocks.hw.machine.SyncOp;
import org.goldilocks.hw.machine.SystemSites;
import org.junit.jupiter.api.Test;

/** The simulated heap and its collectors, seen through the machine events they emit. */
class CollectorTest {
    static final long T1 = 101;
    static final long T2 = 102;
    static final long T3 = 103;
    static final int PAGE = 4096;

    final Recorder events = new Recorder();

    HwModel model(GcKind gc, long heapBytes) {
        return new HwModel(new HwConfig(heapBytes, gc, 2, 1000, CostModel.DEFAULT), events, id -> {
        });
    }

    @Test
    void markSweepReusesAFreedCellForAnotherThreadAndClearsItsHistoryFirst() {
        HwModel m = model(GcKind.MARKSWEEP, 2 * PAGE);
        m.allocate(T1, 1, 16); // a 32-byte cell
        long first = m.heap().object(1).address();
        m.allocate(T1, 2, 2 * PAGE - 32 - SimHeap.HEADER_BYTES); // fills the heap
        m.unreachable(1);
        events.clear();
        m.allocate(T2, 3, 16); // no room: a collection frees object 1's cell, T2 gets it
        assertEquals(first, m.heap().object(3).address());
        assertEquals(1, m.heap().stats().collections());
        assertEquals(1, m.heap().stats().freedCells());
        assertEquals(List.of(new Clear(2, first, 32)), events.of(Clear.class));
        int clearAt = events.events.indexOf(new Clear(2, first, 32));
        int headerAt = events.events.indexOf(events.of(Access.class).stream()
                .filter(a -> a.site() == SystemSites.ALLOCATOR_HEADER.site()).findFirst().orElseThrow());
        assertTrue(clearAt < headerAt, "cleared before the new object's header is written");
        assertThrows(HwModelException.class, () -> m.access(T1, 1, 0, 8, false, 0, 0, false));
    }

    @Test
    void markSweepSplitsALargerFreeCell() {
        HwModel m = model(GcKind.MARKSWEEP, 2 * PAGE);
        m.allocate(T1, 1, 48); // 64-byte cell
        long first = m.heap().object(1).address();
        m.allocate(T1, 2, 2 * PAGE - 64 - SimHeap.HEADER_BYTES);
        m.unreachable(1);
        m.allocate(T2, 3, 16);
        m.allocate(T3, 4, 16);
        assertEquals(first, m.heap().object(3).address());
        assertEquals(first + 32, m.heap().object(4).address());
    }

    @Test
    void semispaceMovesEveryLiveObjectToTheOtherHalfAndCopiesItsHistory() {
        HwModel m = model(GcKind.SEMISPACE, 4 * PAGE);
        m.allocate(T1, 1, 16);
        m.allocate(T1, 2, 16);
        m.allocate(T1, 3, 5000); // spans pages
        long a1 = m.heap().object(1).address();
        long a3 = m.heap().object(3).address();
        m.unreachable(2);
        events.clear();
        m.collect(T1);
        long b1 = m.heap().object(1).address();
        long b3 = m.heap().object(3).address();
        assertEquals(a1 + 2 * PAGE, b1); // first in the other half
        assertEquals(b1 + 32, b3);
        assertEquals(null, m.heap().object(2));
        assertEquals(2, m.heap().stats().movedObjects());
        List<Copy> copies = events.of(Copy.class);
        assertEquals(new Copy(2, a1, b1, 32), copies.get(0));
        long cell3 = SimHeap.cellBytes(5000);
        long copied = 0;
        for (Copy c : copies.subList(1, copies.size())) {
            assertEquals(c.source() - a3, c.destination() - b3);
            assertEquals(c.source() / PAGE, (c.source() + c.length() - 1) / PAGE);
            assertEquals(c.destination() / PAGE, (c.destination() + c.length() - 1) / PAGE);
            copied += c.length();
        }
        assertEquals(cell3, copied);
        long cleared = events.of(Clear.class).stream().mapToLong(Clear::length).sum();
        assertEquals(32 + 32 + cell3, cleared); // every old cell, moved or dead
        // the program keeps naming fields by offset: the address follows the object
        events.clear();
        m.access(T1, 3, 4992, 8, true, 5, 0, false);
        assertEquals(b3 + SimHeap.HEADER_BYTES + 4992, events.of(Access.class).get(0).address());
        m.collect(T1);
        assertEquals(a1, m.heap().object(1).address()); // and back
    }

    @Test
    void theCollectorsAccessesAreUntrackedOnItsOwnHardwareThread() {
        for (GcKind gc : GcKind.values()) {
            events.clear();
            HwModel m = model(gc, 2 * PAGE);
            m.allocate(T1, 1, 24);
            m.access(T1, 1, 0, 8, true, 7, 0, false);
            m.allocate(T2, 2, 24);
            m.unreachable(2);
            m.collect(T2);
            int collectorHw = m.config().collectorHw();
            List<Access> accesses = events.of(Access.class);
            long gcAccesses = accesses.stream().filter(a -> a.hw() == collectorHw).count();
            assertTrue(gcAccesses > 0, gc.key());
            for (Access a : accesses) {
                if (a.hw() == collectorHw) {
                    assertFalse(a.tracked(), a.toString());
                    assertTrue(SystemSites.labelOf(a.site()).startsWith("gc:"), a.toString());
                    assertTrue(a.id() < 0, a.toString());
                }
                assertEquals(a.site() >= 0, a.tracked(), a.toString());
            }
        }
    }

    @Test
    void theHandshakeIsSystemSynchronizationWithEveryLiveMutator() {
        HwModel m = model(GcKind.MARKSWEEP, 2 * PAGE);
        m.allocate(T1, 1, 16);
        m.threadStart(T2);
        m.threadStart(T3);
        m.threadEnd(T3); // ended: not part of the handshake
        events.clear();
        m.collect(T1);
        int gcHw = m.config().collectorHw();
        List<Sync> syncs = events.of(Sync.class);
        assertTrue(syncs.stream().allMatch(Sync::system));
        assertEquals(6, syncs.size());
        assertEquals(List.of(SyncOp.RELEASE, SyncOp.RELEASE, SyncOp.ACQUIRE, SyncOp.RELEASE, SyncOp.ACQUIRE, SyncOp.ACQUIRE),
                syncs.stream().map(Sync::op).toList());
        assertEquals(gcHw, syncs.get(2).hw());
        assertEquals(gcHw, syncs.get(3).hw());
        assertNotEquals(gcHw, syncs.get(0).hw());
        assertTrue(syncs.stream().allMatch(s -> s.syncId() == Handshake.SYNC_ID));
        // the collector works between its acquire and its release
        int acquired = events.events.indexOf(syncs.get(2));
        int released = events.events.indexOf(syncs.get(3));
        for (int i = 0; i < events.events.size(); i++) {
            if (events.events.get(i) instanceof Access a && a.hw() == gcHw) {
                assertTrue(i > acquired && i < released);
            }
        }
    }

    @Test
    void aCollectionTheProgramAsksForIsCountedApart() {
        HwModel m = model(GcKind.MARKSWEEP, 2 * PAGE);
        m.allocate(T1, 1, 16);
        m.allocate(T1, 2, 2 * PAGE - 32 - SimHeap.HEADER_BYTES); // fills the heap
        m.unreachable(1);
        m.allocate(T2, 3, 16); // a collection of a full heap
        m.unreachable(3);
        m.collect(T2); // System.gc
        assertEquals(2, m.heap().stats().collections());
        assertEquals(1, m.heap().stats().requestedCollections());
        assertEquals(1L, m.machineFigures().get("requestedCollections"));
        assertEquals(2, m.heap().stats().freedCells());
    }

    @Test
    void theVmsOwnSynchronizationIsSystemSyncCountedByKind() {
        HwModel m = model(GcKind.MARKSWEEP, 2 * PAGE);
        m.systemAcquire(T1, 3, "classInitLock");
        m.systemAcquire(T1, 5, "stripeLock");
        m.systemRelease(T1, 5, "stripeLock");
        m.systemRelease(T1, 3, "classInitLock");
        m.systemAcquire(T2, 3); // no kind named
        assertTrue(events.of(Sync.class).stream().allMatch(Sync::system));
        assertEquals(List.of(3L, 5L, 5L, 3L, 3L), events.of(Sync.class).stream().map(Sync::syncId).toList());
        assertEquals(java.util.Map.of("classInitLock", java.util.Map.of("acquires", 1L, "releases", 1L),
                "stripeLock", java.util.Map.of("acquires", 1L, "releases", 1L),
                "vm", java.util.Map.of("acquires", 1L, "releases", 0L)), m.machineFigures().get("vmSystemSync"));
    }

    @Test
    void aHeapThatCannotHoldTheLiveDataIsOneLineError() {
        HwModel m = model(GcKind.SEMISPACE, 2 * PAGE);
        m.allocate(T1, 1, 3000);
        HwModelException e = assertThrows(HwModelException.class, () -> m.allocate(T1, 2, 3000));
        assertEquals("simulated heap of 8k (semispace) exhausted: no room for a cell of 3024 bytes after a collection; use a larger --hw-heap",
                e.getMessage());
        assertThrows(HwModelException.class, () -> m.allocate(T1, 3, 5000)); // larger than a half
        assertThrows(HwModelException.class, () -> m.allocate(T1, 1, 8)); // twice
    }

    @Test
    void accessesOutsideAnObjectAreErrors() {
        HwModel m = model(GcKind.MARKSWEEP, 2 * PAGE);
        m.allocate(T1, 1, 16);
        assertThrows(HwModelException.class, () -> m.access(T1, 1, 12, 8, true, 0, 0, false));
        assertThrows(HwModelException.class, () -> m.access(T1, 9, 0, 8, true, 0, 0, false));
        assertThrows(HwModelException.class, () -> m.access(T1, 1, 0, 8, true, -3, 0, false));
        m.unreachable(42); // unknown: counted, not an error
        assertEquals(1L, m.machineFigures().get("unknownUnreachable"));
    }

    @Test
    void theReachabilityProbeRunsBeforeEachCollectionAndMayFreeObjects() {
        HwModel m = model(GcKind.MARKSWEEP, 2 * PAGE);
        m.allocate(T1, 1, 16);
        long first = m.heap().object(1).address();
        m.allocate(T1, 2, 2 * PAGE - 32 - SimHeap.HEADER_BYTES);
        int[] probes = {0};
        m.reachabilityProbe(() -> {
            probes[0]++;
            m.unreachable(1); // as if the host's reference queue said so just now
        });
        m.allocate(T2, 3, 16);
        assertEquals(1, probes[0]);
        assertEquals(first, m.heap().object(3).address());
    }

    @Test
    void anInertModelComputesAddressesAndEmitsNothing() {
        HwModel m = HwModel.inert(new HwConfig(2 * PAGE, GcKind.SEMISPACE, 1, 10, CostModel.DEFAULT));
        m.allocate(T1, 1, 16);
        m.access(T1, 1, 0, 8, true, 0, 0, false);
        m.collect(T2);
        assertEquals(SimHeap.BASE + PAGE, m.heap().object(1).address());
        assertEquals(1L, m.machineFigures().get("collections"));
        assertThrows(IllegalStateException.class, m::report);
    }
}
