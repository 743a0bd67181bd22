package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;

/**
 * Reclaiming list entries with partially eager evaluation (CACM 2010, sec. 4): 1,000,000
 * variables accessed once, kept reachable, followed by 10,000,000 synchronization events. Without
 * eager evaluation every record would pin the list from its position on: 10M events of two
 * references each, at least 80 MB. Bounds (docs/engine.md, "Reclamation"): the retained heap
 * grows by less than {@link #GROWTH_BOUND_BYTES} over the 10M events, the engine's whole retained
 * heap (the 1M variables with their records, the live list) stays below {@link #TOTAL_BOUND_BYTES},
 * and the live list stays below {@link #LIVE_EVENTS_BOUND} events.
 */
class ReclamationMemoryTest {
    private static final int VARIABLES = 1_000_000;
    private static final int EVENTS = 10_000_000;
    /** Measured 15.5 MB: the live list before a pass is at most 2 x 1M events (8 bytes each), plus registries. */
    static final long GROWTH_BOUND_BYTES = 40L << 20;
    /** Measured about 133 bytes per variable accessed once (variable, record, registry entry): 200 per variable plus the growth bound. */
    static final long TOTAL_BOUND_BYTES = 200L * VARIABLES + GROWTH_BOUND_BYTES;
    /** max(64K, 2 x advanced records) + one chunk + what is appended during a pass. */
    static final long LIVE_EVENTS_BOUND = 2 * VARIABLES + 2L * Chunk.DEFAULT_CAPACITY;

    @Test
    void singleAccessesDoNotPinTenMillionEvents() {
        GoldilocksEngine engine = new GoldilocksEngine();
        ThreadState main = engine.rootThread("main");
        ThreadState t1 = engine.fork(main, "t1");
        ThreadState t2 = engine.fork(main, "t2");
        SyncVar lock = engine.newSyncVar("lock");
        long empty = retainedHeap();

        Variable[] vars = new Variable[VARIABLES];
        for (int i = 0; i < VARIABLES; i++) {
            vars[i] = engine.newVariable();
            assertNull(engine.write(t1, vars[i], "init"));
        }
        long baseline = retainedHeap();

        for (int i = 0; i < EVENTS / 4; i++) {
            engine.acquire(t1, lock);
            engine.release(t1, lock);
            engine.acquire(t2, lock);
            engine.release(t2, lock);
        }
        long live = engine.liveEvents();
        long after = retainedHeap();
        long growth = after - baseline;
        System.out.printf("goldilocks memory: %,d variables: %,d bytes/variable; after %,d events: "
                + "growth %,d bytes, live list %,d events, %d passes%n",
                VARIABLES, (baseline - empty) / VARIABLES, engine.appendedEvents(), growth, live,
                engine.reclamationPasses());

        assertTrue(growth < GROWTH_BOUND_BYTES, "retained heap grew by " + growth + " bytes");
        assertTrue(after - empty < TOTAL_BOUND_BYTES, "the engine retains " + (after - empty) + " bytes");
        assertTrue(live <= LIVE_EVENTS_BOUND, "live list: " + live + " events");
        // Still exact after the records were advanced: t2 is ordered after t1's writes through
        // the lock, a thread forked by main now is not.
        assertNull(engine.write(t2, vars[0], "t2"));
        assertNull(engine.read(t2, vars[VARIABLES - 1], "t2"));
        ThreadState late = engine.fork(main, "late");
        assertNotNull(engine.read(late, vars[VARIABLES / 2], "late"));
        Reference.reachabilityFence(vars);
    }

    /** Used heap after full collections, once it stops shrinking. */
    static long retainedHeap() {
        var memory = ManagementFactory.getMemoryMXBean();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            long now = memory.getHeapMemoryUsage().getUsed();
            if (now >= used - (1 << 16)) {
                return Math.min(now, used);
            }
            used = now;
        }
        return used;
    }
}
