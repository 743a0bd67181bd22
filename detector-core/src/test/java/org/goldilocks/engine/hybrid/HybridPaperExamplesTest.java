package org.goldilocks.engine.hybrid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.engine.goldilocks.GoldilocksEngine;
import org.goldilocks.trace.AccessVerdict;
import org.goldilocks.trace.GoldenTraces;
import org.goldilocks.trace.MalformedTraceException;
import org.goldilocks.trace.ReplayResult;
import org.goldilocks.trace.Replayer;
import org.goldilocks.trace.TraceEvent;
import org.goldilocks.trace.TraceParser;
import org.junit.jupiter.api.Test;

/**
 * The paper's examples (as traces under src/test/resources/traces/hybrid, with comments saying what
 * each shows) give exactly the reports the paper derives: which access is reported, against which
 * earlier access, and which accesses the redundancy checks keep; and the happens-before engines
 * differ where the paper says they do.
 */
class HybridPaperExamplesTest {
    private static final HybridConfig DETAILED = HybridConfig.DEFAULT;
    private static final HybridConfig SIMPLE = HybridConfig.DEFAULT.withMode(HybridConfig.Mode.SIMPLE);

    /** Figure 1: start and join order every access of x; locksets alone (simple mode) report it. */
    @Test
    void figure1StartAndJoinAreMessages() {
        List<TraceEvent> trace = trace("figure1-start-join");
        assertEquals(List.of(), replay(new HybridEngine(DETAILED), trace).racyLines());
        ReplayResult simple = replay(new HybridEngine(SIMPLE), trace);
        assertEquals(List.of(7), simple.racyLines());
        Race race = raceAt(simple, 7);
        assertEquals("T0", race.earlierThreadName()); // T0's initializing write, made while x was local to T0
        assertEquals(AccessKind.WRITE, race.earlierKind());
        assertSame(SimpleVariable.LocalPhase.SITE, race.earlierSite());
        assertEquals(List.of(), replay(new FastTrackEngine(), trace).racyLines());
    }

    /** Figure 1 without the limited happens-before (--hybrid-hb=off, Table 2's Detailed-NoHB): T1's read races with T0's write. */
    @Test
    void figure1WithoutHappensBeforeIsALocksetRace() {
        List<TraceEvent> trace = trace("figure1-start-join");
        ReplayResult noHb = replay(new HybridEngine(DETAILED.withHappensBefore(false)), trace);
        assertEquals(List.of(6), noHb.racyLines());
        assertEarlier(noHb, 6, 4, AccessKind.READ, AccessKind.WRITE);
    }

    /** Figure 4: the unrelated lock m orders the writes of x in this run; the hybrid reports them, happens-before does not. */
    @Test
    void figure4LocksAreNotMessages() {
        List<TraceEvent> trace = trace("figure4-unrelated-lock");
        ReplayResult detailed = replay(new HybridEngine(DETAILED), trace);
        assertEquals(List.of(15), detailed.racyLines());
        assertEarlier(detailed, 15, 6, AccessKind.WRITE, AccessKind.WRITE);
        assertEquals(List.of(15), replay(new HybridEngine(SIMPLE), trace).racyLines());
        assertEquals(List.of(), replay(new FastTrackEngine(), trace).racyLines());
        assertEquals(List.of(), replay(new GoldilocksEngine(), trace).racyLines());
    }

    /** Sec. 5.2: the write holding {a, b} is redundant before the fork, not after it; T1 races with the one after. */
    @Test
    void section52SubsetRedundancyNeedsTheSameTimestamp() {
        List<TraceEvent> trace = trace("section52-subset");
        HybridEngine all = new HybridEngine(DETAILED);
        ReplayResult r = replay(all, trace);
        assertEquals(List.of(17), r.racyLines());
        assertEarlier(r, 17, 14, AccessKind.READ, AccessKind.WRITE);
        assertEquals(2, all.counts().kept()); // lines 6 and 14; line 8 was redundant
        HybridEngine none = new HybridEngine(DETAILED.withOptimizations(HybridConfig.Optimizations.NONE));
        ReplayResult n = replay(none, trace);
        assertEquals(List.of(17), n.racyLines());
        assertEarlier(n, 17, 14, AccessKind.READ, AccessKind.WRITE);
        assertEquals(3, none.counts().kept());
        // Without the timestamp condition, line 14 would be skipped and the race missed (HybridHarnessCatchesBrokenRulesTest).
        assertEquals(List.of(), replay(HybridForTests.subsetSkipIgnoringTimestamps(new HybridEngine(DETAILED)), trace).racyLines());
    }

    /** Sec. 5.2, old records dropped: a write holding fewer locks covers earlier ones of its thread, whatever came between. */
    @Test
    void section52NewRecordDropsTheOnesItCovers() {
        HybridEngine engine = new HybridEngine(DETAILED);
        ReplayResult r = replay(engine, parse("""
                T0 acq a
                T0 acq b
                T0 rd x
                T0 rel b
                T0 wr x
                T0 rel a
                T0 fork T1
                T0 wr x
                T1 acq a
                T1 rd x
                """));
        // line 5 ({a}, write) drops line 3 ({a, b}, read); line 8 ({}, write, after the fork) drops line 5.
        assertEquals(3, engine.counts().kept());
        assertEquals(2, engine.counts().droppedBySubset());
        assertEquals(List.of(10), r.racyLines());
        assertEarlier(r, 10, 8, AccessKind.READ, AccessKind.WRITE);
    }

    /** Sec. 5.4: with at most one lock held, two writes under different locks stand for all of T1's writes. */
    @Test
    void section54OversizedLocksetsMakeLaterAccessesRedundant() {
        List<TraceEvent> trace = trace("section54-oversized");
        HybridEngine all = new HybridEngine(DETAILED);
        ReplayResult r = replay(all, trace);
        assertEquals(List.of(19), r.racyLines());
        assertEarlier(r, 19, 7, AccessKind.READ, AccessKind.WRITE);
        assertEquals(2, all.counts().kept());
        assertEquals(2, all.counts().skippedByOversized());
        assertNull(all.boundViolation());
        HybridEngine noOversized = new HybridEngine(DETAILED.withOptimizations(HybridConfig.Optimizations.NO_OVERSIZED));
        ReplayResult n = replay(noOversized, trace);
        assertEquals(List.of(19), n.racyLines());
        assertEquals(4, noOversized.counts().kept());
    }

    /** Sec. 5.4 with a bound that does not hold: the miss is reported, and without the check (or with a true bound) the race is found. */
    @Test
    void section54ExceededBoundIsReportedNotSilent() {
        List<TraceEvent> trace = trace("section54-bound-exceeded");
        HybridEngine learned = new HybridEngine(DETAILED);
        ReplayResult r = replay(learned, trace);
        assertEquals(List.of(), r.racyLines());
        BoundViolation v = learned.boundViolation();
        assertNotNull(v);
        assertEquals("T0", v.thread());
        assertEquals(2, v.locksHeld());
        assertEquals(1, v.bound());
        assertEquals(17, ((TraceEvent) v.site()).line());
        assertEquals(1, v.count());
        assertTrue(r.report().contains("note: thread \"T0\" held 2 locks at line 17"), r.report());
        for (HybridConfig config : List.of(DETAILED.withOptimizations(HybridConfig.Optimizations.NO_OVERSIZED), DETAILED.withMaxLocks(2))) {
            HybridEngine engine = new HybridEngine(config);
            ReplayResult exact = replay(engine, trace);
            assertEquals(List.of(17), exact.racyLines(), config.toString());
            assertEarlier(exact, 17, 13, AccessKind.READ, AccessKind.WRITE);
            assertNull(engine.boundViolation());
        }
        // A given bound that is too small is caught the same way.
        HybridEngine given = new HybridEngine(DETAILED.withMaxLocks(1));
        assertEquals(List.of(), replay(given, trace).racyLines());
        assertNotNull(given.boundViolation());
    }

    /** Sec. 3.2: notify's message goes to the wait it ends; a thread that does not wait gets nothing. */
    @Test
    void notifyReachesTheWaitItEnds() {
        ReplayResult r = replay(new HybridEngine(DETAILED), trace("wait-notify"));
        assertEquals(List.of(17), r.racyLines());
        assertEarlier(r, 17, 9, AccessKind.READ, AccessKind.WRITE);
    }

    /** notify ends one wait (the oldest): the other waiter, which ends by time-out, receives nothing. */
    @Test
    void notifyEndsOneWaitNotifyAllEndsEvery() {
        String waits = """
                T0 fork T1
                T0 fork T2
                T1 acq m
                T1 wait m
                T2 acq m
                T2 wait m
                T0 wr x
                T0 acq m
                T0 %s m
                T0 rel m
                T1 waited m
                T1 rd x
                T1 rel m
                T2 %s m
                T2 rd x
                T2 rel m
                """;
        assertEquals(List.of(15), replay(new HybridEngine(DETAILED), parse(waits.formatted("notify", "woke"))).racyLines());
        assertEquals(List.of(), replay(new HybridEngine(DETAILED), parse(waits.formatted("notifyall", "waited"))).racyLines());
        // A notify before anyone waits is lost: T1's wait then ends by time-out, and T1's read races.
        assertEquals(List.of(9), replay(new HybridEngine(DETAILED), parse("""
                T0 fork T1
                T0 wr x
                T0 acq m
                T0 notify m
                T0 rel m
                T1 acq m
                T1 wait m
                T1 woke m
                T1 rd x
                T1 rel m
                """)).racyLines());
    }

    @Test
    void channelsJucLocksAndClassInitialization() {
        ReplayResult channels = replay(new HybridEngine(DETAILED), trace("channels"));
        assertEquals(List.of(10), channels.racyLines());
        assertEarlier(channels, 10, 7, AccessKind.READ, AccessKind.WRITE);
        ReplayResult locks = replay(new HybridEngine(DETAILED), trace("juc-locks"));
        assertEquals(List.of(14), locks.racyLines());
        assertEarlier(locks, 14, 11, AccessKind.WRITE, AccessKind.WRITE);
        assertEquals(List.of(), replay(new FastTrackEngine(), trace("juc-locks")).racyLines());
        ReplayResult init = replay(new HybridEngine(DETAILED), trace("class-init"));
        assertEquals(List.of(10), init.racyLines());
        assertEarlier(init, 10, 7, AccessKind.READ, AccessKind.WRITE);
    }

    /** Sec. 2.4: a variable is reported once, however many of its later accesses race. */
    @Test
    void oneReportPerVariable() {
        for (HybridConfig config : List.of(DETAILED, SIMPLE)) {
            ReplayResult r = replay(new HybridEngine(config), parse("""
                    T0 fork T1
                    T0 wr x
                    T1 wr x
                    T0 wr x
                    T1 rd x
                    T1 wr y
                    T0 wr y
                    """));
            assertEquals(List.of(3, 7), r.racyLines(), config.toString());
        }
    }

    private static void assertEarlier(ReplayResult r, int line, int earlierLine, AccessKind kind, AccessKind earlierKind) {
        Race race = raceAt(r, line);
        assertEquals(earlierLine, ((TraceEvent) race.earlierSite()).line(), race::toString);
        assertEquals(kind, race.kind());
        assertEquals(earlierKind, race.earlierKind());
    }

    private static Race raceAt(ReplayResult r, int line) {
        for (AccessVerdict v : r.accesses()) {
            if (v.event().line() == line) {
                return v.race();
            }
        }
        throw new AssertionError("no access at line " + line);
    }

    static ReplayResult replay(Engine engine, List<TraceEvent> trace) {
        return new Replayer(engine).replay(trace);
    }

    static List<TraceEvent> trace(String name) {
        return GoldenTraces.parse(Path.of("src/test/resources/traces/hybrid", name + ".trace").toAbsolutePath());
    }

    static List<TraceEvent> parse(String text) {
        try {
            return TraceParser.parse(text);
        } catch (MalformedTraceException e) {
            throw new AssertionError(e.report(), e);
        }
    }
}
