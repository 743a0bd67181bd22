package org.goldilocks.hw.lardish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.cost.CycleLedger;
import org.goldilocks.hw.cost.CycleLedger.Path;
import org.goldilocks.hw.lard.LardFault;
import org.goldilocks.hw.runtime.SoftwareSync;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each path of LARDISH's history caches and software manager, on a machine small enough to steer:
 * 16-byte lines, 64-byte pages, a direct-mapped L1 of 2 lines per hardware thread and a
 * direct-mapped last level of 2 lines, so lines 0, 2, 4 ... share a set everywhere. Each test also
 * checks that the history survived the trip by the verdict of a later access.
 */
class CachedHistoriesTest {
    static final int LINE = 16;
    static final CostModel MACHINE = CostModel.DEFAULT.withGeometry(LINE, 64, 2 * LINE, 1, 2 * LINE, 1);
    static final int T1 = 0;
    static final int T2 = 1;

    CycleLedger ledger;
    CachedHistories store;
    Lardish lard;

    @BeforeEach
    void machine() {
        ledger = new CycleLedger();
        store = new CachedHistories(2, MACHINE, ledger);
        lard = new Lardish(2, MACHINE, store, ledger);
        lard.thread(0, T1);
        lard.thread(1, T2);
    }

    static long at(long line) {
        return line * LINE;
    }

    boolean write(int hw, long line) {
        return lard.trackedAccess(hw, at(line), 8, true, 0, 0);
    }

    boolean read(int hw, long line) {
        return lard.trackedAccess(hw, at(line), 8, false, 0, 0);
    }

    @Test
    void aFirstAccessCreatesAnEmptyHistoryInTheCoresL1WithoutSoftware() {
        long before = ledger.transitions();
        assertFalse(write(0, 0));
        assertEquals("l1:0", store.whereIs(0));
        assertEquals(1, ledger.count(Path.NEW_LINE));
        assertEquals(0, ledger.cycles(Path.NEW_LINE));
        assertEquals(before, ledger.transitions());
        assertFalse(write(0, 0)); // an L1 hit: no placement cost at all
        assertEquals(1, ledger.count(Path.NEW_LINE));
        assertEquals(2 * MACHINE.checkCycles(), ledger.cycles(Path.CHECK));
    }

    @Test
    void anotherCoresAccessMovesTheHistoryOverAtLastLevelLatency() {
        write(0, 0);
        assertTrue(read(1, 0)); // T1's write is unordered with T2's read: the history came along
        assertEquals("l1:1", store.whereIs(0));
        assertEquals(1, ledger.count(Path.REMOTE_TRANSFER));
        assertEquals(MACHINE.llcCycles(), ledger.cycles(Path.REMOTE_TRANSFER));
    }

    @Test
    void anL1EvictionGoesToTheLastLevelAndAMissFillsFromThere() {
        write(0, 0);
        write(0, 2); // same L1 set: line 0 leaves for the last level
        assertEquals("llc", store.whereIs(0));
        assertEquals("l1:0", store.whereIs(2));
        assertTrue(read(1, 0));
        assertEquals(1, ledger.count(Path.LLC_FILL));
        assertEquals(MACHINE.llcCycles(), ledger.cycles(Path.LLC_FILL));
        assertEquals("l1:1", store.whereIs(0));
    }

    @Test
    void aLastLevelEvictionSpillsToTheManagerAndAMissFillsBackFromIt() {
        write(0, 0);
        write(0, 2);
        write(0, 4); // line 2 goes to the last level, pushing line 0 out to software
        assertEquals("manager", store.whereIs(0));
        assertEquals("llc", store.whereIs(2));
        assertEquals(1, ledger.count(Path.MANAGER_SPILL));
        assertEquals(MACHINE.managerTransitionCycles() + MACHINE.softwareLineCycles(), ledger.cycles(Path.MANAGER_SPILL));
        long transitions = ledger.transitions();
        assertTrue(read(1, 0)); // the history came back from software, T1's write in it
        assertEquals(transitions + 1, ledger.transitions());
        assertEquals(1, ledger.count(Path.MANAGER_FILL));
        assertEquals(MACHINE.managerTransitionCycles() + MACHINE.softwareLineCycles(), ledger.cycles(Path.MANAGER_FILL));
        assertEquals("l1:1", store.whereIs(0));
    }

    @Test
    void aMissInAPageWithNothingInSoftwareNeedsNoTransitionButOneWithSomethingDoes() {
        write(0, 0);
        write(0, 2);
        write(0, 4); // line 0 (page 0) is in the manager
        long transitions = ledger.transitions();
        assertFalse(read(1, 9)); // page 2: nothing spilled there
        assertEquals(transitions, ledger.transitions());
        assertFalse(read(1, 1)); // page 0: the manager must be asked, and has nothing for line 1
        assertEquals(transitions + 1, ledger.transitions());
        assertEquals(1, ledger.count(Path.MANAGER_FILL));
        assertEquals(MACHINE.managerTransitionCycles(), ledger.cycles(Path.MANAGER_FILL));
    }

    @Test
    void clearHistoryInvalidatesACachedLineWithoutSoftware() {
        write(0, 0);
        long transitions = ledger.transitions();
        lard.clearHistory(0, at(0), LINE);
        assertEquals("none", store.whereIs(0));
        assertEquals(transitions, ledger.transitions());
        assertEquals(MACHINE.invalidateLineCycles(), ledger.cycles(Path.CLEAR));
        assertFalse(read(1, 0)); // the write is forgotten
    }

    @Test
    void aPartialClearKeepsTheRestOfTheLine() {
        lard.trackedAccess(0, at(0), 16, true, 0, 0);
        lard.clearHistory(0, at(0), 8);
        assertEquals("l1:0", store.whereIs(0));
        assertFalse(lard.trackedAccess(1, at(0), 8, false, 0, 0));
        assertTrue(lard.trackedAccess(1, at(0) + 8, 8, false, 0, 0));
    }

    @Test
    void clearHistoryOfALineTheManagerHoldsTakesOneTransition() {
        write(0, 0);
        write(0, 2);
        write(0, 4);
        long transitions = ledger.transitions();
        lard.clearHistory(0, at(0), 2 * LINE); // lines 0 (manager) and 1 (nowhere)
        assertEquals(transitions + 1, ledger.transitions());
        assertEquals("none", store.whereIs(0));
        assertEquals(MACHINE.managerTransitionCycles() + MACHINE.softwareLineCycles(), ledger.cycles(Path.CLEAR));
        assertFalse(read(1, 0));
    }

    @Test
    void copyHistoryOfACachedLineEvictsBothRangesThenCopiesInSoftware() {
        write(0, 0);
        read(0, 3); // the destination has a history of its own, to be replaced
        long transitions = ledger.transitions();
        lard.copyHistory(0, at(0), at(3), LINE);
        assertEquals(transitions + 1, ledger.transitions());
        assertEquals("manager", store.whereIs(0));
        assertEquals("manager", store.whereIs(3));
        assertEquals(MACHINE.managerTransitionCycles() + 3L * MACHINE.softwareLineCycles(), ledger.cycles(Path.COPY));
        assertTrue(read(1, 3)); // T1's write moved with the object
        assertTrue(read(1, 0)); // the source keeps its history until it is cleared
    }

    @Test
    void copyHistoryOfALineTheManagerHoldsCopiesIt() {
        write(0, 0);
        write(0, 2);
        write(0, 4);
        assertEquals("manager", store.whereIs(0));
        lard.copyHistory(0, at(0), at(5), LINE);
        assertTrue(read(1, 5));
    }

    @Test
    void copyHistoryFromAnEmptySourceEmptiesTheDestination() {
        write(0, 3);
        lard.copyHistory(0, at(1), at(3), LINE);
        assertEquals("none", store.whereIs(3));
        assertFalse(read(1, 3));
    }

    @Test
    void threadSwapsTheClocksAndCostsATransition() {
        SoftwareSync sync = new SoftwareSync(lard, ledger, MACHINE.vcEntryCycles());
        write(0, 0);
        sync.release(0, T1, 7);
        long transitions = ledger.transitions();
        long swaps = ledger.count(Path.THREAD_SWAP);
        lard.thread(1, 2); // T2 leaves hardware thread 1 ...
        lard.thread(0, T2); // ... and runs on 0, in T1's place
        assertEquals(transitions + 2, ledger.transitions());
        assertEquals(swaps + 2, ledger.count(Path.THREAD_SWAP));
        sync.acquire(0, 7);
        assertFalse(read(0, 0)); // ordered: T2's own clock came with it, joined with T1's release
        lard.thread(1, T1); // T1 resumes on the other hardware thread, its clock restored
        assertTrue(write(1, 0)); // unordered with T2's read
        assertEquals(T2, lard.runningThread(0));
        assertEquals(T1, lard.runningThread(1));
    }

    @Test
    void threadSwapCostIsATransitionPlusTheClocksMoved() {
        CycleLedger fresh = new CycleLedger();
        Lardish l = new Lardish(1, MACHINE, new FlatHistories(LINE), fresh);
        l.thread(0, 0); // nothing to save; T0's clock has one entry
        assertEquals(MACHINE.managerTransitionCycles() + MACHINE.vcEntryCycles(), fresh.cycles(Path.THREAD_SWAP));
        l.thread(0, 3); // save T0's (1 entry), load T3's (4 entries: 0 0 0 1)
        assertEquals(2L * MACHINE.managerTransitionCycles() + 6L * MACHINE.vcEntryCycles(), fresh.cycles(Path.THREAD_SWAP));
        l.thread(0, 3); // already there: nothing
        assertEquals(2, fresh.count(Path.THREAD_SWAP));
    }

    @Test
    void contractViolationsFault() {
        assertThrows(LardFault.class, () -> lard.thread(1, T1)); // T1 runs on 0
        assertThrows(LardFault.class, () -> lard.clearHistory(0, 60, 8)); // crosses 64
        assertThrows(LardFault.class, () -> lard.copyHistory(0, 0, 60, 8));
        assertThrows(LardFault.class, () -> lard.copyHistory(0, 60, 0, 8));
        assertThrows(LardFault.class, () -> lard.clearHistory(0, 0, 0));
        assertThrows(LardFault.class, () -> lard.trackedAccess(2, 0, 8, true, 0, 0));
        assertThrows(LardFault.class, () -> lard.trackedAccess(0, 0, 65, true, 0, 0));
        Lardish idle = Lardish.flat(1, MACHINE);
        assertThrows(LardFault.class, () -> idle.trackedAccess(0, 0, 8, true, 0, 0));
        assertThrows(LardFault.class, () -> idle.readVC(0));
        lard.clearHistory(0, 56, 8); // ends exactly at the boundary: fine
    }
}
