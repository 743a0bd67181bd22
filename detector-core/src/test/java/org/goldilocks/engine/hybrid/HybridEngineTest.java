package org.goldilocks.engine.hybrid;

import static org.goldilocks.engine.hybrid.HybridPaperExamplesTest.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Engines;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** The hybrid engine's contract with a runtime: creation, report mode, commit, site expansion, cost of redundant accesses, concurrency. */
class HybridEngineTest {
    @Test
    void createdByNameWithItsConfiguration() {
        assertInstanceOf(HybridEngine.class, Engines.create("hybrid"));
        HybridConfig config = HybridConfig.DEFAULT.withMode(HybridConfig.Mode.SIMPLE).withMaxLocks(3);
        HybridEngine engine = (HybridEngine) Engines.create(Engines.HYBRID, true, config);
        assertEquals(config, engine.config());
        assertTrue(engine.reportsPotentialRaces());
        assertFalse(new FastTrackEngine().reportsPotentialRaces());
        assertEquals(List.of("goldilocks", "fasttrack", "hybrid"), Engines.ALL);
        assertFalse(Engines.NAMES.contains("hybrid"), "the race-aware engines only: a runtime may throw on their verdicts");
    }

    @Test
    void optionValuesParseAndBadOnesAreOneLine() {
        assertEquals(HybridConfig.Mode.SIMPLE, HybridConfig.Mode.parse("simple"));
        assertEquals(HybridConfig.Optimizations.NO_OVERSIZED, HybridConfig.Optimizations.parse("no-oversized"));
        assertEquals(HybridConfig.LEARNED, HybridConfig.parseMaxLocks("learned"));
        assertEquals(4, HybridConfig.parseMaxLocks("4"));
        for (Runnable bad : List.<Runnable>of(() -> HybridConfig.Mode.parse("fast"), () -> HybridConfig.Optimizations.parse("some"),
                () -> HybridConfig.parseMaxLocks("-1"), () -> HybridConfig.parseMaxLocks("many"), () -> HybridConfig.parseMaxLocks("1001"))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, bad::run);
            assertFalse(e.getMessage().contains("\n"));
        }
    }

    /** Report mode: whether or not the runtime commits a reported access, the verdicts that follow are the same. */
    @Test
    void commitChangesNothing() {
        for (HybridConfig config : List.of(HybridConfig.DEFAULT, HybridConfig.DEFAULT.withMode(HybridConfig.Mode.SIMPLE))) {
            List<TraceEvent> trace = parse("""
                    T0 fork T1
                    T0 wr x
                    T1 wr x
                    T1 rd x
                    T0 wr x
                    T1 wr y
                    T0 rd y
                    T0 wr y
                    """);
            assertEquals(verdicts(new HybridEngine(config), trace, true), verdicts(new HybridEngine(config), trace, false));
            // Simple mode: T0's read of y (local to T1 before) is Eraser's shared read-only state; its write reports.
            List<Boolean> expected = config.mode() == HybridConfig.Mode.DETAILED ? List.of(false, true, false, false, false, true, false)
                            : List.of(false, true, false, false, false, false, true);
            assertEquals(expected, verdicts(new HybridEngine(config), trace, false), config.mode().toString());
        }
    }

    /** Accesses, one engine call each, committing a reported one or not. */
    private static List<Boolean> verdicts(Engine engine, List<TraceEvent> trace, boolean commit) {
        java.util.Map<String, ThreadState> threads = new java.util.HashMap<>();
        java.util.Map<String, Variable> vars = new java.util.HashMap<>();
        threads.put("T0", engine.rootThread("T0"));
        List<Boolean> verdicts = new ArrayList<>();
        for (TraceEvent e : trace) {
            ThreadState t = threads.get(e.thread());
            if (e.op() == Op.FORK) {
                threads.put(e.argument(), engine.fork(t, e.argument()));
            } else {
                Variable v = vars.computeIfAbsent(e.argument(), n -> engine.newVariable(engine.newVariableGroup()));
                AccessKind kind = e.op() == Op.WR ? AccessKind.WRITE : AccessKind.READ;
                Race race = engine.access(t, v, kind, e);
                if (race != null && commit) {
                    engine.commit(t, v, kind, e);
                }
                verdicts.add(race != null);
            }
        }
        return verdicts;
    }

    /** Sec. 6.6: the site expander runs for kept records only, and the report carries what it returned. */
    @Test
    void siteExpanderRunsForKeptRecordsOnly() {
        AtomicInteger calls = new AtomicInteger();
        HybridEngine engine = new HybridEngine(HybridConfig.DEFAULT.withSiteExpander((t, site) -> {
            calls.incrementAndGet();
            return "full stack of " + site + " on " + t.name();
        }));
        ThreadState main = engine.rootThread("main");
        SyncVar m = engine.newSyncVar("m");
        Variable x = engine.newVariable();
        engine.acquire(main, m);
        for (int i = 0; i < 100; i++) {
            assertNull(engine.write(main, x, "w" + i));
            assertNull(engine.read(main, x, "r" + i));
        }
        engine.release(main, m);
        assertEquals(1, calls.get()); // the first write; everything after was redundant
        ThreadState child = engine.fork(main, "child");
        engine.start(child);
        assertNull(engine.write(main, x, "after fork"));
        assertEquals(2, calls.get());
        Race race = engine.read(child, x, "child read");
        assertNotNull(race);
        assertEquals("full stack of after fork on main", race.earlierSite());
        assertEquals(engine.counts().kept(), calls.get());
    }

    /** An access found redundant by the lockset-subset check allocates nothing. */
    @Test
    void redundantAccessesAllocateNothing() {
        HybridEngine engine = new HybridEngine();
        ThreadState a = engine.rootThread("a");
        ThreadState b = engine.rootThread("b");
        SyncVar m = engine.newSyncVar("m");
        Variable x = engine.newVariable();
        engine.acquire(a, m);
        assertNull(engine.read(a, x, "a"));
        assertNull(engine.read(b, x, "b"));
        // a and b take turns: each call finds the other's epoch in the fast-path words, so it goes
        // through the records and finds its own covering one.
        long before = allocated();
        for (int i = 0; i < 200_000; i++) {
            engine.read(a, x, "a");
            engine.read(b, x, "b");
        }
        long bytes = allocated() - before;
        assertEquals(2, engine.counts().kept());
        assertTrue(bytes < 20_000, "400,000 redundant accesses allocated " + bytes + " bytes");
    }

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }

    /**
     * Real threads at once, following the calling contract: a variable always under a real lock is
     * never reported, thread-private ones never, an unprotected shared one exactly once, whatever
     * the interleaving.
     */
    @Test
    void concurrentCallers() throws Exception {
        for (HybridConfig config : List.of(HybridConfig.DEFAULT, HybridConfig.DEFAULT.withMode(HybridConfig.Mode.SIMPLE))) {
            HybridEngine engine = new HybridEngine(config);
            ThreadState main = engine.rootThread("main");
            ReentrantLock realLock = new ReentrantLock();
            SyncVar lock = engine.newSyncVar("lock");
            Object group = engine.newVariableGroup();
            Variable guarded = engine.newVariable(group);
            Variable unguarded = engine.newVariable(group);
            AtomicInteger guardedRaces = new AtomicInteger();
            AtomicInteger privateRaces = new AtomicInteger();
            AtomicInteger unguardedRaces = new AtomicInteger();
            List<Thread> threads = new ArrayList<>();
            List<ThreadState> states = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                ThreadState t = engine.fork(main, "t" + i);
                states.add(t);
                threads.add(new Thread(() -> {
                    engine.start(t);
                    Variable mine = engine.newVariable(engine.newVariableGroup());
                    for (int r = 0; r < 5_000; r++) {
                        realLock.lock();
                        try {
                            engine.acquire(t, lock);
                            count(guardedRaces, engine.read(t, guarded, r));
                            count(guardedRaces, engine.write(t, guarded, r));
                            engine.release(t, lock);
                        } finally {
                            realLock.unlock();
                        }
                        count(unguardedRaces, engine.write(t, unguarded, r));
                        count(privateRaces, engine.write(t, mine, r));
                        count(privateRaces, engine.read(t, mine, r));
                    }
                    engine.end(t);
                }));
            }
            threads.forEach(Thread::start);
            for (int i = 0; i < threads.size(); i++) {
                threads.get(i).join();
                engine.join(main, states.get(i));
            }
            assertEquals(0, guardedRaces.get(), config.toString());
            assertEquals(0, privateRaces.get(), config.toString());
            assertEquals(1, unguardedRaces.get(), config.toString());
        }
    }

    private static void count(AtomicInteger counter, Race race) {
        if (race != null) {
            counter.incrementAndGet();
        }
    }
}
