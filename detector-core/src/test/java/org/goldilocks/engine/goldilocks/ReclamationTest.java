package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;

/** Reclaiming list entries and partially eager evaluation (CACM 2010, sec. 4), on small configurations. */
class ReclamationTest {
    private final GoldilocksEngine engine = new GoldilocksEngine(8, 16, 2);
    private final ThreadState main = engine.rootThread("main");
    private final ThreadState t1 = engine.fork(main, "t1");
    private final ThreadState t2 = engine.fork(main, "t2");
    private final SyncVar lock = engine.newSyncVar("lock");

    private void pingPong(int rounds) {
        for (int i = 0; i < rounds; i++) {
            engine.acquire(t1, lock);
            engine.release(t1, lock);
            engine.acquire(t2, lock);
            engine.release(t2, lock);
        }
    }

    @Test
    void chunksNoRecordPointsIntoBecomeGarbage() {
        Variable x = engine.newVariable();
        assertNull(engine.write(t1, x, "w"));
        WeakReference<Chunk> first = new WeakReference<>(engine.tailChunk());
        pingPong(100);
        assertTrue(engine.reclamationPasses() > 0);
        assertTrue(collected(first), "the first chunk is garbage although x's record pointed into it");
        assertNull(engine.read(t2, x, "r"), "x's advanced record still knows t2 is ordered after the write");
    }

    /**
     * A chunk a pass has passed refers to nothing: even while something still holds it (as the
     * old generation holds a dead chunk until its next marking), it keeps neither the chunks after
     * it nor what their edges name alive. Fails if the pass leaves the dropped chunks linked.
     */
    @Test
    void chunksAPassPassedKeepNothingElseAlive() {
        Variable x = engine.newVariable();
        assertNull(engine.write(t1, x, "w"));
        Chunk first = engine.tailChunk();
        pingPong(4);
        WeakReference<Chunk> later = new WeakReference<>(engine.tailChunk());
        pingPong(100);
        assertTrue(engine.reclamationPasses() > 0);
        assertTrue(first.isDropped(), "the pass did not drop the first chunk");
        assertNull(first.next());
        assertTrue(collected(later), "a chunk after the dropped one is kept alive through it");
        assertNull(engine.read(t2, x, "r"), "x's advanced record still knows t2 is ordered after the write");
    }

    /**
     * Element blocks: a block is registered with a chunk once, for all members. A member made after
     * that and accessed in the same chunk registers nothing, and a pass must still find and advance
     * its record, or the record would pin the chunk (and every chunk after it).
     */
    @Test
    void passesAdvanceTheRecordsOfEveryMemberOfABlock() {
        Object block = engine.newElementBlock();
        Variable first = engine.newElement(null, block);
        assertNull(engine.write(t1, first, "w"));
        WeakReference<Chunk> chunk = new WeakReference<>(engine.tailChunk());
        Variable later = engine.newElement(null, block); // made after the block's registration
        assertNull(engine.write(t1, later, "w"));
        assertTrue(chunk.refersTo(engine.tailChunk()), "both writes in one chunk");
        pingPong(100);
        assertTrue(engine.reclamationPasses() > 0);
        assertTrue(collected(chunk), "the chunk is garbage although the members' records pointed into it");
        assertNotNull(((GVariable) later).write.extra, "the later member's record was advanced");
        assertNull(engine.read(t2, first, "r"), "advanced records still know t2 is ordered after the writes");
        assertNull(engine.read(t2, later, "r"));
        Variable unordered = engine.newElement(null, block);
        assertNull(engine.write(t1, unordered, "w"));
        assertNotNull(engine.read(t2, unordered, "r"), "a member written after the hand-over races");
    }

    @Test
    void backgroundPassesFreeChunksWithoutTheAppenderRunningThem() throws Exception {
        GoldilocksEngine bg = new GoldilocksEngine(8, 16, 2);
        bg.startBackgroundReclamation("test-reclaimer");
        ThreadState a = bg.rootThread("a");
        ThreadState b = bg.fork(a, "b");
        SyncVar l = bg.newSyncVar("l");
        Variable x = bg.newVariable();
        assertNull(bg.write(a, x, "w"));
        WeakReference<Chunk> first = new WeakReference<>(bg.tailChunk());
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (bg.reclamationPasses() == 0 && System.nanoTime() < deadline) {
            for (int i = 0; i < 100; i++) {
                bg.acquire(b, l);
                bg.release(b, l);
            }
            Thread.sleep(1);
        }
        assertTrue(bg.reclamationPasses() > 0, "the background thread never ran a pass");
        assertTrue(collected(first), "the first chunk is garbage after a background pass");
        bg.acquire(b, l);
        bg.release(b, l);
        assertNotNull(bg.read(b, x, "r"), "b was never ordered after a's write: still a race after the pass");
    }

    @Test
    void registeredVariablesAreHeldWeakly() {
        Variable x = engine.newVariable();
        assertNull(engine.write(t1, x, "w"));
        WeakReference<Variable> ref = new WeakReference<>(x);
        x = null;
        assertTrue(collected(ref), "the registry must not keep a dead object's variable alive");
        pingPong(100); // passes meet the cleared entry and drop it
        assertTrue(engine.liveEvents() < 100);
    }

    /**
     * Many records at many different positions, all kept alive: every pass advances them all in one
     * backward sweep, the live list stays proportional to them, and every verdict stays exact.
     */
    @Test
    void manyRecordsAtDistinctPositionsStayExactAndBounded() {
        int n = 5_000;
        Variable[] vars = new Variable[n];
        long maxLive = 0;
        for (int i = 0; i < n; i++) {
            vars[i] = engine.newVariable();
            assertNull(engine.write(i % 2 == 0 ? t1 : t2, vars[i], "w" + i));
            pingPong(1 + i % 3);
            maxLive = Math.max(maxLive, engine.liveEvents());
        }
        for (int i = 0; i < 4 * n; i++) {
            pingPong(1);
            maxLive = Math.max(maxLive, engine.liveEvents());
        }
        assertTrue(engine.reclamationPasses() > 5);
        assertTrue(maxLive <= 2L * n + 3 * 8 + 8, "live list reached " + maxLive + " events");
        ThreadState late = engine.fork(main, "late"); // main never synchronized with t1 or t2
        engine.acquire(t1, lock);
        for (int i = 0; i < n; i++) {
            assertNull(engine.read(t1, vars[i], "t1 holds the lock"), "x" + i);
            assertNotNull(engine.read(late, vars[i], "late"), "x" + i);
        }
        engine.release(t1, lock);
    }

    @Test
    void passesKeepEquivalentRecordsSharingOneSet() {
        int n = 1_000;
        GVariable[] vars = new GVariable[n];
        for (int i = 0; i < n; i++) {
            vars[i] = (GVariable) engine.newVariable();
            assertNull(engine.write(t1, vars[i], "w")); // all at one position: one group
        }
        pingPong(50);
        engine.reclaimNow();
        FrozenSet shared = vars[0].write.extra;
        assertNotNull(shared);
        assertTrue(shared.contains(t2), "t2 acquired the lock t1 released after the writes");
        for (GVariable v : vars) {
            assertTrue(v.write.extra == shared, "one evaluation, one set, shared by all records");
        }
    }

    /** After a pass, the sets it gave records refer to sealed logs only (FrozenLog), which answer as before. */
    @Test
    void passesSealTheLogsTheirSetsReferTo() throws Exception {
        try (AutoCloseable parts = GoldilocksForTests.everyPartReferredTo()) {
            GVariable x = (GVariable) engine.newVariable();
            assertNull(engine.write(t1, x, "w"));
            SyncVar[] locks = new SyncVar[100];
            for (int i = 0; i < locks.length; i++) {
                locks[i] = engine.newSyncVar("l" + i);
                engine.acquire(t1, locks[i]);
                engine.release(t1, locks[i]);
            }
            pingPong(50);
            engine.reclaimNow();
            FrozenSet extra = x.write.extra;
            assertNotNull(extra);
            assertTrue(extra.parts() > 0, "t1's reach is a part (every part referred to)");
            for (int k = 0; k < extra.parts(); k++) {
                assertTrue(extra.log(k) instanceof FrozenLog, "part " + k);
            }
            for (SyncVar l : locks) {
                assertTrue(extra.contains(l), "t1 released " + l + " after the write");
            }
            assertNull(engine.read(t2, x, "r"), "t2 acquired the lock t1 released after the write");
        }
    }

    /**
     * Short-circuit 4 for advanced records (GThread.foundIn with an explicit part): a pass gives the
     * records the same position and, when equal, one set, so one walk answers for all of them; a
     * record with another set, another owner, or written after the hand-over still walks and races.
     */
    @Test
    void oneWalkAnswersForTheRecordsAPassAdvancedToOneSet() {
        GThread reader = (GThread) t2;
        ThreadState t3 = engine.fork(main, "t3");
        SyncVar other = engine.newSyncVar("other");
        int n = 40;
        GVariable[] vars = new GVariable[n];
        for (int i = 0; i < n; i++) {
            vars[i] = (GVariable) engine.newVariable();
            assertNull(engine.write(t1, vars[i], "w" + i));
            engine.acquire(t1, other);
            engine.release(t1, other); // each write at a position of its own
        }
        GVariable byT3 = (GVariable) engine.newVariable();
        assertNull(engine.write(t3, byT3, "t3's write"));
        SyncVar pad = engine.newSyncVar("pad");
        for (int i = 0; i < 16; i++) {
            engine.acquire(t3, pad);
            engine.release(t3, pad); // two chunks of t3's own: every write above is in an older chunk
        }
        engine.reclaimNow();
        assertNotNull(byT3.write.extra);
        assertTrue(byT3.write.extra != vars[0].write.extra);
        FrozenSet shared = vars[0].write.extra;
        assertNotNull(shared);
        for (GVariable v : vars) {
            assertTrue(v.write.extra == shared, "equal results share one set");
        }
        engine.acquire(t1, lock);
        engine.release(t1, lock); // t1 -> lock -> t2 orders every write above before t2's reads
        GVariable late = (GVariable) engine.newVariable();
        assertNull(engine.write(t1, late, "after the hand-over"));
        engine.acquire(t2, lock);
        engine.release(t2, lock);
        for (GVariable v : vars) {
            assertNull(engine.read(t2, v, "r"));
        }
        assertEquals(GThread.walksBeforeCache, reader.walks, "walks until the cache is on, then none: one set, one position");
        assertNotNull(engine.read(t2, byT3, "unordered"), "t3's record, its own set: not covered by t1's");
        assertNotNull(engine.read(t2, late, "unordered"), "written after the hand-over: not covered");
        assertEquals(GThread.walksBeforeCache + 2, reader.walks);
        for (GVariable v : vars) {
            assertNotNull(engine.write(t3, v, "unordered"), "t3 is not in the set: another thread's answer is not its");
        }
    }

    private static boolean collected(WeakReference<?> ref) {
        for (int i = 0; i < 10 && ref.get() != null; i++) {
            System.gc();
        }
        return ref.get() == null;
    }
}
