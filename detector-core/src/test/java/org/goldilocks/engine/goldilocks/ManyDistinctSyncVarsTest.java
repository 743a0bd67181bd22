package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Regression: one thread synchronizing on n distinct locks (or volatiles) made a reclamation pass
 * use O(n^2) memory, because the backward sweep gave every variable its own copy of the thread's
 * growing reach set (36,000 locks: out of a multi-GB heap after 80 s). The trace: T0 forks T1, T1
 * writes x and y, then acquires and releases L0 .. L(n-1) (or reads and writes A0 .. A(n-1)); a
 * pass in the middle and one at the end sweep the stretch. Checked: the verdicts (T0's read of x
 * races; after T0 acquires L(n-1) it does not), and the bytes the whole run allocates, which is
 * an upper bound on the memory it can use, grow linearly: 4n distinct variables allocate at most
 * {@link #MAX_RATIO} times what n do (quadratic: 16), and at most {@link #BYTES_PER_EVENT} per
 * synchronization event.
 */
class ManyDistinctSyncVarsTest {
    private static final int N = 4_000;
    /** Linear growth gives about 4; the quadratic sweep gave about 16. */
    private static final double MAX_RATIO = 6;
    /** Measured 160 to 180 (events, sync variables, the sweep, the explicit sets); the quadratic sweep: 65,000. */
    private static final long BYTES_PER_EVENT = 1_000;

    enum Kind {
        LOCKS, VOLATILES
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void oneThreadOnManyDistinctSyncVarsNeedsLinearMemory(Kind kind) {
        run(kind, N); // warm up: class loading and compilation allocate too
        long small = run(kind, N);
        long large = run(kind, 4 * N);
        System.out.printf("goldilocks, one thread on n distinct %s: n = %,d: %,d bytes allocated; "
                + "n = %,d: %,d bytes (%.1f per event)%n", kind.name().toLowerCase(), N, small, 4 * N, large,
                large / (8.0 * N));
        assertTrue(large <= MAX_RATIO * small, "4 x the variables allocate " + (double) large / small + " x the bytes");
        assertTrue(large <= BYTES_PER_EVENT * 2 * (4 * N), large + " bytes for " + 8 * N + " events");
    }

    /** Replays the trace with n distinct variables; returns the bytes this thread allocated meanwhile. */
    private static long run(Kind kind, int n) {
        long before = allocatedBytes();
        // No passes on their own (minimum live list too large): exactly the two forced ones.
        GoldilocksEngine engine = new GoldilocksEngine(64, Long.MAX_VALUE / 2, 2);
        ThreadState t0 = engine.rootThread("T0");
        ThreadState t1 = engine.fork(t0, "T1");
        engine.start(t1);
        Variable x = engine.newVariable();
        Variable y = engine.newVariable();
        assertNull(engine.write(t1, x, "T1 wr x"));
        assertNull(engine.write(t1, y, "T1 wr y"));
        SyncVar last = null;
        for (int i = 0; i < n; i++) {
            last = engine.newSyncVar((kind == Kind.LOCKS ? "L" : "A") + i);
            if (kind == Kind.LOCKS) {
                engine.acquire(t1, last);
                engine.release(t1, last);
            } else {
                engine.volatileRead(t1, last);
                engine.volatileWrite(t1, last);
            }
            if (i == n / 2) {
                engine.reclaimNow();
            }
        }
        engine.reclaimNow();
        assertEquals(2, engine.reclamationPasses());
        assertEquals(1 + 2L * n, engine.appendedEvents());

        assertNotNull(engine.read(t0, x, "T0 rd x"), "no edge from T1 to T0 yet");
        if (kind == Kind.LOCKS) {
            engine.acquire(t0, last);
        } else {
            engine.volatileRead(t0, last);
        }
        assertNull(engine.read(t0, y, "T0 rd y"), "T1's release of the last variable orders its writes before");
        assertNull(engine.read(t0, x, "T0 rd x"));
        return allocatedBytes() - before;
    }

    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }
}
