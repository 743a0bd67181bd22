package org.goldilocks.engine.fasttrack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Engines;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;

/** The engine API directly: what a race names, race-aware state, epoch words and the fast path, commit. */
class FastTrackEngineTest {
    private final Engine engine = new FastTrackEngine();
    private final ThreadState main = engine.rootThread("main");

    private ThreadState forkAndStart(String name) {
        ThreadState t = engine.fork(main, name);
        engine.start(t);
        return t;
    }

    @Test
    void isCreatedByName() {
        assertEquals("fasttrack", Engines.create("fasttrack").name());
    }

    @Test
    void raceNamesTheEarlierAccessItsSiteAndTheLocksHeldThen() {
        ThreadState t1 = forkAndStart("t1");
        SyncVar m = engine.newSyncVar("m");
        SyncVar n = engine.newSyncVar("n");
        Variable x = engine.newVariable();
        engine.acquire(t1, m);
        engine.acquire(t1, n);
        engine.release(t1, n);
        assertEquals(List.of(m), t1.locksHeld().asList());
        assertNull(engine.write(t1, x, "site-1"));
        Race race = engine.read(main, x, "site-2");
        assertNotNull(race);
        assertEquals(AccessKind.READ, race.kind());
        assertSame(t1, race.earlierThread());
        assertEquals("t1", race.earlierThreadName());
        assertEquals(AccessKind.WRITE, race.earlierKind());
        assertEquals("site-1", race.earlierSite());
        assertEquals(List.of(m), race.earlierLocks().asList());
        engine.release(t1, m);
        assertTrue(t1.locksHeld().isEmpty());
    }

    @Test
    void writeAfterConcurrentReadsNamesAnUnorderedRead() {
        Variable x = engine.newVariable();
        ThreadState t1 = forkAndStart("t1");
        ThreadState t2 = forkAndStart("t2");
        assertNull(engine.read(t1, x, "r1"));
        assertNull(engine.read(t2, x, "r2")); // read share: now a read vector
        engine.end(t1);
        engine.join(main, t1);
        Race race = engine.write(main, x, "w");
        assertNotNull(race);
        assertSame(t2, race.earlierThread());
        assertEquals(AccessKind.READ, race.earlierKind());
        assertEquals("r2", race.earlierSite());
        assertEquals(LockSet.EMPTY, race.earlierLocks());
    }

    @Test
    void racyAccessLeavesTheVariableAsItWas() {
        Variable x = engine.newVariable();
        ThreadState t1 = forkAndStart("t1");
        assertNull(engine.write(main, x, "w0"));
        String before = x.toString();
        assertNotNull(engine.write(t1, x, "w1"));
        assertNotNull(engine.read(t1, x, "r1"));
        assertEquals(before, x.toString());
        // main still owns x exclusively in its epoch, as if t1 never touched it
        assertTrue(x.canSkip(main.epochWord(), true));
        assertNull(engine.write(main, x, "w2"));
        Race again = engine.read(t1, x, "r2");
        assertEquals("w0", again.earlierSite()); // w2 was in the same epoch: skipped, not recorded
    }

    @Test
    void epochWordMovesOnEverySyncSourceAndOnlyThere() {
        ThreadState t = main;
        SyncVar m = engine.newSyncVar("m");
        SyncVar v = engine.newSyncVar("v");
        long w = t.epochWord();
        engine.acquire(t, m);
        engine.volatileRead(t, v);
        engine.read(t, engine.newVariable(), "r");
        engine.write(t, engine.newVariable(), "w");
        assertEquals(w, t.epochWord(), "sinks and accesses keep the epoch");
        engine.release(t, m);
        assertNotEquals(w, w = t.epochWord(), "release");
        engine.volatileWrite(t, v);
        assertNotEquals(w, w = t.epochWord(), "volatile write");
        engine.volatileReadWrite(t, v);
        assertNotEquals(w, w = t.epochWord(), "read-modify-write");
        engine.classInitialized(t, engine.newSyncVar("C"));
        assertNotEquals(w, w = t.epochWord(), "class initialized");
        ThreadState child = engine.fork(t, "child");
        assertNotEquals(w, w = t.epochWord(), "fork, on the parent");
        engine.start(child);
        engine.join(t, child); // not ended yet in real life; here only: join is a sink
        assertEquals(w, t.epochWord(), "join is a sink");
        engine.end(t);
        assertNotEquals(w, t.epochWord(), "end");
        assertEquals(t.slot(), t.epochWord() >>> 40, "the word names its thread");
    }

    @Test
    void fastPathWordsFollowTheirContract() {
        Variable x = engine.newVariable();
        ThreadState t1 = forkAndStart("t1");
        SyncVar m = engine.newSyncVar("m");
        assertFalse(x.canSkip(main.epochWord(), false), "fresh variable");
        assertNull(engine.read(main, x, "r"));
        assertTrue(x.canSkip(main.epochWord(), false), "read again in the same epoch");
        assertFalse(x.canSkip(main.epochWord(), true), "a write after a read must be recorded");
        assertNull(engine.write(main, x, "w"));
        assertTrue(x.canSkip(main.epochWord(), true));
        assertTrue(x.canSkip(main.epochWord(), false));
        assertFalse(x.canSkip(t1.epochWord(), false), "only the writer's word");
        engine.acquire(main, m);
        assertTrue(x.canSkip(main.epochWord(), true), "an acquire does not end the epoch");
        engine.release(main, m);
        assertFalse(x.canSkip(main.epochWord(), true), "a release does");
        assertFalse(x.canSkip(main.epochWord(), false));
        engine.acquire(t1, m);
        assertNull(engine.read(t1, x, "r1"));
        assertTrue(x.canSkip(t1.epochWord(), false));
        assertFalse(x.canSkip(t1.epochWord(), true));
        assertNull(engine.write(t1, x, "w1"));
        assertTrue(x.canSkip(t1.epochWord(), true));
    }

    @Test
    void twoReadersTakingTurnsBothSkipAndAWriteClearsBoth() {
        Variable x = engine.newVariable();
        ThreadState t1 = forkAndStart("t1");
        ThreadState t2 = forkAndStart("t2");
        ThreadState t3 = forkAndStart("t3");
        assertNull(engine.read(t1, x, "r1"));
        assertNull(engine.read(t2, x, "r2"));
        assertTrue(x.canSkip(t1.epochWord(), false), "the reader before keeps its word");
        assertTrue(x.canSkip(t2.epochWord(), false));
        assertNull(engine.read(t1, x, "r1 again"));
        assertTrue(x.canSkip(t2.epochWord(), false), "a skipped read changes no word");
        assertNull(engine.read(t3, x, "r3"));
        assertFalse(x.canSkip(t1.epochWord(), false), "a third reader evicts the older word");
        assertTrue(x.canSkip(t2.epochWord(), false));
        assertNotNull(engine.write(main, x, "w"), "the reads are not ordered before main's write");
        engine.commit(main, x, AccessKind.WRITE, "w");
        assertFalse(x.canSkip(t2.epochWord(), false), "a recorded write clears both reader words");
        assertFalse(x.canSkip(t3.epochWord(), false));
    }

    @Test
    void commitRecordsARacyWriteAsPerformed() {
        Variable x = engine.newVariable();
        ThreadState t1 = forkAndStart("t1");
        assertNull(engine.read(main, x, "r0"));
        Race race = engine.write(t1, x, "w1");
        assertEquals("r0", race.earlierSite());
        engine.commit(t1, x, AccessKind.WRITE, "w1");
        assertTrue(x.canSkip(t1.epochWord(), true));
        Race later = engine.read(main, x, "r2");
        assertNotNull(later, "later accesses are checked against the committed write");
        assertEquals("w1", later.earlierSite());
        engine.commit(main, x, AccessKind.READ, "r2");
        assertTrue(x.canSkip(main.epochWord(), false));
        assertFalse(x.canSkip(t1.epochWord(), true), "t1 must check its next write against main's read");
        // r0 and r2 are in the same epoch of main: the first read stands for both ([FT READ SAME EPOCH])
        assertEquals("r0", engine.write(t1, x, "w3").earlierSite());
    }

    @Test
    void manyThreadsGrowTheClocks() {
        Variable x = engine.newVariable();
        ThreadState last = main;
        for (int i = 0; i < 300; i++) { // a chain: each thread forks the next after writing
            assertNull(engine.write(last, x, i));
            ThreadState next = engine.fork(last, "t" + i);
            engine.start(next);
            last = next;
        }
        assertNull(engine.write(last, x, "end"));
        assertNotNull(engine.read(main, x, "main"), "main forked only the first thread");
    }
}
