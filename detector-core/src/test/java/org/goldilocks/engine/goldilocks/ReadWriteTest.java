package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;

/** Reads versus writes (PLDI 2007), race-aware "not performed" semantics, commit, and the fast-path words. */
class ReadWriteTest {
    private final GoldilocksEngine engine = new GoldilocksEngine();
    private final ThreadState main = engine.rootThread("main");
    private final ThreadState t1 = started("t1");
    private final ThreadState t2 = started("t2");
    private final ThreadState t3 = started("t3");
    private final Variable x = engine.newVariable();
    private final SyncVar l = engine.newSyncVar("l");

    private ThreadState started(String name) {
        ThreadState t = engine.fork(main, name);
        engine.start(t);
        return t;
    }

    /** t hands over to u through l: everything t did so far happens-before u's next actions. */
    private void handOver(ThreadState t, ThreadState u) {
        engine.acquire(t, l);
        engine.release(t, l);
        engine.acquire(u, l);
        engine.release(u, l);
    }

    @Test
    void concurrentReadsNeverRace() {
        assertNull(engine.write(main, x, "init"));
        handOver(main, t1);
        handOver(main, t2);
        assertNull(engine.read(t1, x, "r1"));
        assertNull(engine.read(t2, x, "r2"));
        assertNull(engine.read(t1, x, "r1 again"));
    }

    @Test
    void writeAfterUnorderedReadsRacesAndNamesAReader() {
        assertNull(engine.read(t1, x, "r1"));
        assertNull(engine.read(t2, x, "r2"));
        Race race = engine.write(t3, x, "w3");
        assertNotNull(race);
        assertEquals(AccessKind.WRITE, race.kind());
        assertEquals(AccessKind.READ, race.earlierKind());
        assertTrue(List.of(t1, t2).contains(race.earlierThread()));
    }

    @Test
    void writeOrderedAfterOneReadButNotTheOtherNamesTheOther() {
        assertNull(engine.read(t1, x, "r1"));
        assertNull(engine.read(t2, x, "r2"));
        handOver(t1, t3);
        Race race = engine.write(t3, x, "w3");
        assertNotNull(race);
        assertSame(t2, race.earlierThread());
        assertEquals("r2", race.earlierSite());
        handOver(t2, t3);
        assertNull(engine.write(t3, x, "w3 after both"));
    }

    @Test
    void readRacesOnlyWithTheLastWrite() {
        assertNull(engine.write(t1, x, "w1"));
        Race race = engine.read(t2, x, "r2");
        assertNotNull(race);
        assertEquals(AccessKind.READ, race.kind());
        assertEquals(AccessKind.WRITE, race.earlierKind());
        assertSame(t1, race.earlierThread());
    }

    @Test
    void raceFreeWriteDiscardsTheReads() {
        assertNull(engine.read(t1, x, "r1"));
        handOver(t1, t2);
        assertNull(engine.write(t2, x, "w2"));
        handOver(t2, t3);
        // t3 is ordered after the write, which came after t1's read: nothing else to check.
        assertNull(engine.write(t3, x, "w3"));
    }

    @Test
    void racyWriteIsNotPerformed() {
        assertNull(engine.write(t1, x, "w1"));
        handOver(t1, t3);
        GVariable v = (GVariable) x;
        long exclusive = v.exclusiveWordForTests();
        long reader = v.readWordForTests();
        assertNotNull(engine.write(t2, x, "racy w2"));
        assertEquals(exclusive, v.exclusiveWordForTests());
        assertEquals(reader, v.readWordForTests());
        // Had t2's write been recorded, t3 (ordered after t1 only) would race with it.
        assertNull(engine.write(t3, x, "w3"));
    }

    @Test
    void racyReadIsNotPerformed() {
        assertNull(engine.write(t1, x, "w1"));
        assertNotNull(engine.read(t2, x, "racy r2"));
        handOver(t1, t3);
        assertNull(engine.write(t3, x, "w3: no read by t2 to race with"));
    }

    @Test
    void committedRacyWriteIsCheckedAgainstLater() {
        assertNull(engine.write(t1, x, "w1"));
        handOver(t1, t3);
        assertNotNull(engine.write(t2, x, "racy w2"));
        engine.commit(t2, x, AccessKind.WRITE, "racy w2");
        Race race = engine.write(t3, x, "w3");
        assertNotNull(race);
        assertSame(t2, race.earlierThread());
        assertEquals("racy w2", race.earlierSite());
    }

    @Test
    void committedRacyReadIsCheckedAgainstLaterWrites() {
        assertNull(engine.write(t1, x, "w1"));
        assertNotNull(engine.read(t2, x, "racy r2"));
        engine.commit(t2, x, AccessKind.READ, "racy r2");
        handOver(t1, t3);
        Race race = engine.write(t3, x, "w3");
        assertNotNull(race);
        assertSame(t2, race.earlierThread());
        assertEquals(AccessKind.READ, race.earlierKind());
    }

    @Test
    void raceNamesTheSiteAndTheLocksHeldAtTheEarlierAccess() {
        SyncVar m = engine.newSyncVar("m");
        SyncVar n = engine.newSyncVar("n");
        engine.acquire(t1, m);
        engine.acquire(t1, n);
        assertNull(engine.write(t1, x, "site-1"));
        engine.release(t1, n);
        Race race = engine.read(t2, x, "site-2");
        assertNotNull(race);
        assertEquals("t1", race.earlierThreadName());
        assertEquals("site-1", race.earlierSite());
        assertEquals(List.of(m, n), race.earlierLocks().asList());
        engine.release(t1, m);
        Variable y = engine.newVariable();
        assertNull(engine.write(t1, y, "no locks"));
        assertEquals(LockSet.EMPTY, engine.read(t2, y, "site-3").earlierLocks());
    }

    @Test
    void ownWriteMakesFurtherAccessesSkippableUntilASourceAction() {
        assertNull(engine.write(t1, x, "w"));
        assertTrue(x.canSkip(t1.epochWord(), true));
        assertTrue(x.canSkip(t1.epochWord(), false));
        assertFalse(x.canSkip(t2.epochWord(), false));
        engine.acquire(t1, l);
        assertTrue(x.canSkip(t1.epochWord(), true), "a sink keeps the epoch");
        engine.release(t1, l);
        assertFalse(x.canSkip(t1.epochWord(), true), "a source starts a new epoch");
    }

    @Test
    void ownReadMakesFurtherReadsSkippable() {
        assertNull(engine.read(t1, x, "r"));
        assertTrue(x.canSkip(t1.epochWord(), false));
        assertFalse(x.canSkip(t1.epochWord(), true));
        assertNull(engine.read(t2, x, "r2"));
        assertTrue(x.canSkip(t1.epochWord(), false), "the reader before keeps its word");
        assertTrue(x.canSkip(t2.epochWord(), false));
        assertFalse(x.canSkip(t2.epochWord(), true));
        assertNull(engine.read(t3, x, "r3"));
        assertFalse(x.canSkip(t1.epochWord(), false), "only the last two readers' words are kept");
        assertTrue(x.canSkip(t2.epochWord(), false));
        assertTrue(x.canSkip(t3.epochWord(), false));
        engine.release(t2, l);
        assertFalse(x.canSkip(t2.epochWord(), false), "a source starts a new epoch");
        assertNotNull(engine.write(t3, x, "w3"), "t3's write is ordered after neither t1's nor t2's read");
    }

    @Test
    void aWriteOrACommittedRacyReadClearsBothReadersWords() {
        assertNull(engine.read(t1, x, "r1"));
        assertNull(engine.read(t2, x, "r2"));
        assertNotNull(engine.write(t3, x, "racy w3"), "t3 is ordered after neither read");
        engine.commit(t3, x, AccessKind.WRITE, "racy w3");
        assertFalse(x.canSkip(t1.epochWord(), false));
        assertFalse(x.canSkip(t2.epochWord(), false));
        assertTrue(x.canSkip(t3.epochWord(), false));
        assertNotNull(engine.read(t1, x, "racy r1"));
        engine.commit(t1, x, AccessKind.READ, "racy r1");
        assertFalse(x.canSkip(t1.epochWord(), false), "a committed racy read names no reader");
        assertFalse(x.canSkip(t3.epochWord(), false));
        assertNotNull(engine.read(t1, x, "r1 again"), "t1's reads are still checked against t3's write");
    }

    @Test
    void anotherThreadsCommittedReadEndsTheWritersExclusivity() {
        assertNull(engine.write(t1, x, "w1"));
        assertTrue(x.canSkip(t1.epochWord(), true));
        assertNotNull(engine.read(t2, x, "racy r2"));
        assertTrue(x.canSkip(t1.epochWord(), true), "a racy read that is not performed changes nothing");
        engine.commit(t2, x, AccessKind.READ, "racy r2");
        assertFalse(x.canSkip(t1.epochWord(), true), "t1's next write must be checked against t2's read");
        Race race = engine.write(t1, x, "w1 again");
        assertNotNull(race);
        assertSame(t2, race.earlierThread());
    }

    @Test
    void anotherThreadsCommittedWriteEndsTheWritersExclusivity() {
        assertNull(engine.write(t1, x, "w1"));
        engine.commit(t2, x, AccessKind.WRITE, "racy w2");
        assertFalse(x.canSkip(t1.epochWord(), false));
        assertTrue(x.canSkip(t2.epochWord(), true));
        assertNotNull(engine.read(t1, x, "r1"));
    }
}
