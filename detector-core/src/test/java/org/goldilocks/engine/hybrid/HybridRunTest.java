package org.goldilocks.engine.hybrid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Detailed mode's element runs ({@link HybridRuns}) against a {@link DetailedVariable} per element,
 * in lockstep, over long random executions shaped like array kernels: threads sweep runs (writes,
 * reads, read-then-write, whole or partial, from one site or changing site, some holding locks),
 * between random single accesses, lock releases, messages (channel send and receive), forced splits.
 * Both sides see the same events and, as in the VM, ask the engine only when the inline tests
 * ({@link Variable#canSkip}; for a run {@link ElementRun#canSkip}, then {@link ElementRun#joins})
 * do not settle the access. Checked on every access: the same verdict, and a race names the same
 * earlier thread, kind, site and locks. At the end every element's kept records are the same set.
 */
class HybridRunTest {
    private static final int THREADS = 4;
    private static final int LOCKS = 3;
    private static final int CHANNELS = 2;
    private static final int[] RUNS = {64, 5, 8, 1, 64, 33, 16, 64};
    private static final int STEPS = 5000;
    private static final String[] SITES = {"s0", "s1", "s2"};

    /** The bound learned (the default), given large (runs seldom split for it), given small (they often do). */
    @ParameterizedTest(name = "max locks {0}")
    @ValueSource(ints = {HybridConfig.LEARNED, 8, 1})
    void runsGiveEveryElementTheStateOfItsOwnVariable(int maxLocks) {
        long racy = 0;
        long skipped = 0;
        long joinedInline = 0;
        long splits = 0;
        for (long seed = 1; seed <= 10; seed++) {
            HybridConfig config = HybridConfig.DEFAULT.withMaxLocks(maxLocks);
            Execution e = new Execution(new Random(seed * 7919 + maxLocks), config);
            e.execute();
            e.compareRecords();
            racy += e.racy;
            skipped += e.skipped;
            joinedInline += e.joinedInline;
            splits += e.splits();
        }
        System.out.printf("hybrid element runs (max locks %d): %d potential races, %d skipped inline, %d joined a sweep inline, %d splits%n",
                maxLocks, racy, skipped, joinedInline, splits);
        assertTrue(racy > 100, "the executions must contain potential races: " + racy);
        assertTrue(skipped > 2000, "the inline test must be exercised: " + skipped);
        assertTrue(joinedInline > 2000, "accesses must join sweeps inline: " + joinedInline);
        assertTrue(splits > 20, "runs must split: " + splits);
    }

    @Test
    void onlyDetailedModeWithTheSubsetCheckKeepsRuns() {
        assertTrue(new HybridEngine().newElementRun(8) instanceof HybridRun);
        assertNull(new HybridEngine(HybridConfig.DEFAULT.withMode(HybridConfig.Mode.SIMPLE)).newElementRun(8));
        assertNull(new HybridEngine(HybridConfig.DEFAULT.withOptimizations(HybridConfig.Optimizations.NONE)).newElementRun(8));
    }

    /** A whole write sweep folds into one state shared by every element; the next thread's unordered write is a potential race. */
    @Test
    void aCompleteSweepFoldsAndAnotherThreadsWriteRaces() {
        HybridEngine engine = new HybridEngine();
        ThreadState main = engine.rootThread("main");
        ThreadState a = engine.fork(main, "a");
        engine.start(a);
        ThreadState b = engine.fork(main, "b");
        engine.start(b);
        HybridRun run = (HybridRun) engine.newElementRun(4);
        for (int j = 0; j < 4; j++) {
            if (!run.canSkip(a.epochWord(), true, j) && !run.joins(a.epochWord(), true, j, "s", a.locksHeld())) {
                assertNull(engine.accessRun(a, run, j, AccessKind.WRITE, "s"));
            }
        }
        assertEquals(0, run.writeBits(), "folded");
        assertSame(run.state(0), run.state(3));
        assertEquals(1, run.u.recordCount());
        Race race = engine.accessRun(b, run, 2, AccessKind.WRITE, "t");
        assertEquals("a", race.earlierThreadName());
        assertEquals("s", race.earlierSite());
        assertTrue(run.isSplit(), "a potential race is made on the element's own variable");
        assertTrue(run.member(2).isReported());
        assertTrue(!run.member(1).isReported() && run.member(1).recordCount() == 1);
    }

    /**
     * Sec. 5.4 with the bound learned: a sweep whose decision could rest on the bound must not be
     * shared, since the bound may grow before the sweep's later elements (here another thread takes
     * a second lock mid-sweep): the run then makes each element's access on its own variable, and a
     * later write holding two locks races with the third read, as it does with a variable each.
     */
    @Test
    void aDecisionOnTheLearnedBoundIsNotShared() {
        HybridEngine engine = new HybridEngine();
        ThreadState main = engine.rootThread("main");
        ThreadState t = engine.fork(main, "t");
        engine.start(t);
        ThreadState u = engine.fork(main, "u");
        engine.start(u);
        ThreadState v = engine.fork(main, "v");
        engine.start(v);
        SyncVar[] locks = {engine.newSyncVar("L0"), engine.newSyncVar("L1"), engine.newSyncVar("L2")};
        int n = 4;
        Variable[] own = new Variable[n];
        for (int j = 0; j < n; j++) {
            own[j] = engine.newVariable();
        }
        HybridRun run = (HybridRun) engine.newElementRun(n);
        for (int sweep = 0; sweep < 3; sweep++) {
            engine.acquire(t, locks[sweep]); // the bound learned: 1 lock, until v takes two
            String site = ("r" + sweep).intern(); // one token per site, as the runtime's
            for (int j = 0; j < n; j++) {
                if (sweep == 2 && j == 2) {
                    engine.acquire(v, locks[0]);
                    engine.acquire(v, locks[1]);
                    engine.release(v, locks[1]);
                    engine.release(v, locks[0]);
                }
                Race expected = own[j].canSkip(t.epochWord(), false) ? null : engine.read(t, own[j], site);
                Race actual = run.canSkip(t.epochWord(), false, j) || run.joins(t.epochWord(), false, j, site, t.locksHeld()) ? null
                                : engine.accessRun(t, run, j, AccessKind.READ, site);
                assertNull(expected);
                assertNull(actual);
            }
            engine.release(t, locks[sweep]);
        }
        engine.acquire(u, locks[0]);
        engine.acquire(u, locks[1]);
        for (int j = 0; j < n; j++) {
            Race expected = engine.write(u, own[j], "w");
            Race actual = engine.accessRun(u, run, j, AccessKind.WRITE, "w");
            assertEquals(expected != null, actual != null, "element " + j + ": expected " + expected + ", got " + actual);
        }
    }

    /** A walked stack (the expander's answer other than the token) belongs to one access: a run never shares it. */
    @Test
    void aWalkedStackIsNeverShared() {
        int[] calls = {0};
        SiteExpander walksSome = (thread, token) -> calls[0]++ % 3 == 0 ? new Object() : token;
        HybridEngine engine = new HybridEngine(HybridConfig.DEFAULT.withSiteExpander(walksSome));
        ThreadState main = engine.rootThread("main");
        ThreadState a = engine.fork(main, "a");
        engine.start(a);
        HybridRun[] runs = {(HybridRun) engine.newElementRun(64), (HybridRun) engine.newElementRun(64)};
        for (HybridRun run : runs) {
            for (int j = 0; j < 64; j++) {
                if (!run.canSkip(a.epochWord(), true, j) && !run.joins(a.epochWord(), true, j, "s", a.locksHeld())) {
                    assertNull(engine.accessRun(a, run, j, AccessKind.WRITE, "s"));
                }
            }
        }
        java.util.Set<Object> stacks = new java.util.HashSet<>();
        int walked = 0;
        for (HybridRun run : runs) {
            for (int j = 0; j < 64; j++) {
                for (Record r : (run.isSplit() ? run.member(j) : run.state(j)).recordsForTests()) {
                    if (r.site != "s") {
                        walked++;
                        assertTrue(stacks.add(r.site), "element " + j + " shows another access's stack");
                    }
                }
            }
        }
        assertTrue(walked > 0, "some records must have walked stacks");
    }

    private static final class Execution {
        final Random random;
        final HybridEngine plain;
        final HybridEngine compact;
        final ThreadState[] plainThreads = new ThreadState[THREADS];
        final ThreadState[] compactThreads = new ThreadState[THREADS];
        final SyncVar[] plainLocks = new SyncVar[LOCKS];
        final SyncVar[] compactLocks = new SyncVar[LOCKS];
        final SyncVar[] plainChannels = new SyncVar[CHANNELS];
        final SyncVar[] compactChannels = new SyncVar[CHANNELS];
        final List<boolean[]> held = new ArrayList<>();
        final Variable[][] elements = new Variable[RUNS.length][];
        final HybridRun[] runs = new HybridRun[RUNS.length];
        long racy;
        long skipped;
        long joinedInline;
        long splits;

        Execution(Random random, HybridConfig config) {
            this.random = random;
            this.plain = new HybridEngine(config);
            this.compact = new HybridEngine(config);
            ThreadState plainMain = plain.rootThread("main");
            ThreadState compactMain = compact.rootThread("main");
            for (int t = 0; t < THREADS; t++) {
                plainThreads[t] = plain.fork(plainMain, "t" + t);
                plain.start(plainThreads[t]);
                compactThreads[t] = compact.fork(compactMain, "t" + t);
                compact.start(compactThreads[t]);
                held.add(new boolean[LOCKS]);
            }
            for (int l = 0; l < LOCKS; l++) {
                plainLocks[l] = plain.newSyncVar("L" + l);
                compactLocks[l] = compact.newSyncVar("L" + l);
            }
            for (int c = 0; c < CHANNELS; c++) {
                plainChannels[c] = plain.newSyncVar("C" + c);
                compactChannels[c] = compact.newSyncVar("C" + c);
            }
            for (int r = 0; r < RUNS.length; r++) {
                elements[r] = new Variable[RUNS[r]];
                for (int j = 0; j < RUNS[r]; j++) {
                    elements[r][j] = plain.newVariable();
                }
                runs[r] = (HybridRun) compact.newElementRun(RUNS[r]);
            }
        }

        void execute() {
            for (int step = 0; step < STEPS; step++) {
                int t = random.nextInt(THREADS);
                int what = random.nextInt(100);
                if (what < 45) {
                    sweep(t, ownRun(t)); // its band, as a kernel's worker
                } else if (what < 55) {
                    sweep(t, random.nextInt(RUNS.length));
                } else if (what < 60) {
                    int r = random.nextInt(RUNS.length);
                    access(t, r, random.nextInt(RUNS[r]), random.nextBoolean(), SITES[random.nextInt(SITES.length)]);
                } else if (what < 70) {
                    toggleLock(t, random.nextInt(LOCKS));
                } else if (what < 80) {
                    int c = random.nextInt(CHANNELS);
                    plain.send(plainThreads[t], plainChannels[c]);
                    compact.send(compactThreads[t], compactChannels[c]);
                } else if (what < 95) {
                    int c = random.nextInt(CHANNELS);
                    plain.receive(plainThreads[t], plainChannels[c]);
                    compact.receive(compactThreads[t], compactChannels[c]);
                } else if (what < 96) {
                    int r = random.nextInt(RUNS.length);
                    compact.runElement(runs[r], random.nextInt(RUNS[r])); // forced split (an Unsafe or reflective access)
                } else {
                    renewSplitRuns();
                }
            }
        }

        private int ownRun(int t) {
            int r = t + THREADS * random.nextInt(RUNS.length / THREADS);
            return r;
        }

        /** A new array in place of each split run (both sides), so that runs stay in play: its old state is compared first. */
        private void renewSplitRuns() {
            for (int r = 0; r < RUNS.length; r++) {
                if (runs[r].isSplit()) {
                    compareRecords(r);
                    splits++;
                    for (int j = 0; j < RUNS[r]; j++) {
                        elements[r][j] = plain.newVariable();
                    }
                    runs[r] = (HybridRun) compact.newElementRun(RUNS[r]);
                }
            }
        }

        /** Thread t sweeps a run: a range, whole or partial, read, write or read-then-write, from one site (sometimes two). */
        private void sweep(int t, int r) {
            int n = RUNS[r];
            int from = random.nextInt(4) == 0 ? random.nextInt(n) : 0;
            int to = random.nextInt(4) == 0 ? from + random.nextInt(n - from) + 1 : n;
            int kind = random.nextInt(3);
            String site = SITES[random.nextInt(SITES.length)];
            for (int j = from; j < to; j++) {
                if (kind != 1) {
                    access(t, r, j, false, site);
                }
                if (kind != 0) {
                    access(t, r, j, true, random.nextInt(50) == 0 ? SITES[random.nextInt(SITES.length)] : site);
                }
                if (random.nextInt(200) == 0) {
                    toggleLock(t, random.nextInt(LOCKS));
                }
            }
        }

        private void toggleLock(int t, int l) {
            boolean[] h = held.get(t);
            if (h[l]) {
                plain.release(plainThreads[t], plainLocks[l]);
                compact.release(compactThreads[t], compactLocks[l]);
            } else {
                plain.acquire(plainThreads[t], plainLocks[l]);
                compact.acquire(compactThreads[t], compactLocks[l]);
            }
            h[l] = !h[l];
        }

        private void access(int t, int r, int j, boolean write, String site) {
            ThreadState pt = plainThreads[t];
            Variable v = elements[r][j];
            Race expected = v.canSkip(pt.epochWord(), write) ? null : write ? plain.write(pt, v, site) : plain.read(pt, v, site);
            ThreadState ct = compactThreads[t];
            HybridRun run = runs[r];
            Race actual;
            if (run.canSkip(ct.epochWord(), write, j)) {
                skipped++;
                actual = null;
            } else if (run.joins(ct.epochWord(), write, j, site, ct.locksHeld())) {
                joinedInline++;
                actual = null;
            } else {
                actual = compact.accessRun(ct, run, j, write ? AccessKind.WRITE : AccessKind.READ, site);
            }
            String where = "thread t" + t + " run " + r + " element " + j + (write ? " write" : " read");
            assertEquals(expected != null, actual != null, where + ": expected " + expected + ", got " + actual);
            if (expected != null) {
                racy++;
                assertEquals(expected.earlierThreadName(), actual.earlierThreadName(), where);
                assertEquals(expected.earlierKind(), actual.earlierKind(), where);
                assertSame(expected.earlierSite(), actual.earlierSite(), where);
                assertEquals(String.valueOf(expected.earlierLocks()), String.valueOf(actual.earlierLocks()), where);
            }
        }

        /** Every element's kept records, as sets (kind, thread, locks, timestamp, site), and whether it is reported. */
        void compareRecords() {
            for (int r = 0; r < RUNS.length; r++) {
                compareRecords(r);
            }
        }

        private void compareRecords(int r) {
            HybridRun run = runs[r];
            for (int j = 0; j < RUNS[r]; j++) {
                DetailedVariable own = (DetailedVariable) elements[r][j];
                DetailedVariable state = run.isSplit() ? run.member(j) : run.state(j);
                assertEquals(own.isReported(), state.isReported(), "run " + r + " element " + j);
                assertEquals(describe(own), describe(state), "run " + r + " element " + j);
            }
        }

        private static List<String> describe(DetailedVariable v) {
            List<String> out = new ArrayList<>();
            for (Record rec : v.recordsForTests()) {
                out.add(rec.kind() + " " + rec.thread.name() + " " + rec.locks + " " + rec.timestamp + " " + rec.site);
            }
            out.sort(null);
            return out;
        }

        long splits() {
            long n = splits;
            for (HybridRun run : runs) {
                n += run.isSplit() ? 1 : 0;
            }
            return n;
        }
    }
}
