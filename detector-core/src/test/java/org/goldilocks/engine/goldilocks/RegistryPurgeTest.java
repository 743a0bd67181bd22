package org.goldilocks.engine.goldilocks;

import static org.goldilocks.engine.goldilocks.ReclamationMemoryTest.retainedHeap;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;

/**
 * Variables accessed once and dropped between two reclamation passes (issue 16, the soak's
 * growth): each leaves a registry entry in the chunk that was the tail at its access, and once that
 * chunk is no longer the tail nothing but a pass would drop the entry. After a collection they must
 * go ({@code Registry#purgeCollected}): explicitly, and by the background reclamation thread on its
 * own. Each test first shows the entries are kept without the purge, so it can fail.
 */
class RegistryPurgeTest {
    private static final int ROUNDS = 8;
    private static final int PER_ROUND = 100_000;
    /** A dead variable's entry is its VarRef (a weak reference, 32 bytes) and an array slot: at least 24 bytes. */
    private static final long KEPT_LOWER_BOUND = 24L * ROUNDS * PER_ROUND;
    /** What is left after a purge: the event list's few chunks and the registries' small arrays. */
    private static final long PURGED_BOUND = 4L << 20;

    @Test
    void collectedVariablesLeaveNoRegistryEntriesAfterAPurge() {
        GoldilocksEngine engine = new GoldilocksEngine();
        Run run = new Run(engine);
        long empty = retainedHeap();
        run.dropVariablesOverSeveralChunks();
        long kept = retainedHeap() - empty;
        engine.purgeRegistriesNow();
        long purged = retainedHeap() - empty;
        System.out.printf("registries: %,d dropped variables keep %,d bytes, %,d after the purge%n", ROUNDS * PER_ROUND, kept, purged);
        assertTrue(kept > KEPT_LOWER_BOUND, "without a purge the entries should be kept: " + kept + " bytes");
        assertTrue(purged < PURGED_BOUND, "after the purge the engine keeps " + purged + " bytes");
        run.checkStillExact();
    }

    @Test
    void theBackgroundThreadPurgesAfterACollection() throws InterruptedException {
        GoldilocksEngine engine = new GoldilocksEngine();
        engine.startBackgroundReclamation("registry-purge-test");
        Run run = new Run(engine);
        long empty = retainedHeap();
        run.dropVariablesOverSeveralChunks();
        long retained = retainedHeap() - empty;
        for (int i = 0; i < 50 && retained >= PURGED_BOUND; i++) {
            Thread.sleep(200); // the thread polls once a second
            retained = retainedHeap() - empty;
        }
        assertTrue(retained < PURGED_BOUND, "the background thread did not purge: the engine keeps " + retained + " bytes");
        run.checkStillExact();
    }

    /** Two threads and a lock; no pass runs (fewer chunks than the first pass's threshold). */
    private static final class Run {
        final GoldilocksEngine engine;
        final ThreadState main;
        final ThreadState t1;
        final SyncVar lock;
        final Variable kept;

        Run(GoldilocksEngine engine) {
            this.engine = engine;
            main = engine.rootThread("main");
            t1 = engine.fork(main, "t1");
            lock = engine.newSyncVar("lock");
            kept = engine.newVariable();
            assertNull(engine.write(t1, kept, "kept"));
        }

        void dropVariablesOverSeveralChunks() {
            for (int r = 0; r < ROUNDS; r++) {
                for (int i = 0; i < PER_ROUND; i++) {
                    assertNull(engine.write(t1, engine.newVariable(), "dropped"));
                }
                Chunk tail = engine.tailChunk();
                while (engine.tailChunk() == tail) {
                    engine.acquire(t1, lock);
                    engine.release(t1, lock);
                }
            }
            assertEquals(0, engine.reclamationPasses(), "a pass ran: the entries were dropped by it, not by the purge");
        }

        /** The live variable's record still orders as before: a thread forked now races with t1's write. */
        void checkStillExact() {
            ThreadState late = engine.fork(main, "late");
            assertTrue(engine.write(late, kept, "late") != null, "t1's write and a later fork's are unordered");
        }
    }
}
