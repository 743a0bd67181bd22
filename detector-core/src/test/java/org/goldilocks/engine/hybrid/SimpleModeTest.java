package org.goldilocks.engine.hybrid;

import static org.goldilocks.engine.hybrid.HybridPaperExamplesTest.parse;
import static org.goldilocks.engine.hybrid.HybridPaperExamplesTest.replay;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.trace.AccessVerdict;
import org.goldilocks.trace.ReplayResult;
import org.goldilocks.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/**
 * Simple mode (sec. 6.2, 6.3): the per-object thread-locality check, then Eraser's lockset
 * refinement per variable; both ways: what it reports and what it must not.
 */
class SimpleModeTest {
    private static final HybridConfig SIMPLE = HybridConfig.DEFAULT.withMode(HybridConfig.Mode.SIMPLE);

    /** An object's first thread is not recorded until a second thread touches the object, any of its fields. */
    @Test
    void accessesOfTheFirstThreadAreNotRecordedWhileTheObjectIsLocal() {
        HybridEngine engine = new HybridEngine(SIMPLE);
        ReplayResult r = replay(engine, parse("""
                T0 wr o.a
                T0 wr o.b
                T0 rd o.a
                T0 wr o.a
                T0 fork T1
                T1 rd o.a
                T0 wr o.c
                T1 wr o.c
                T1 wr o.d
                T1 wr o.d
                T0 rd o.b
                """));
        // Local to T0 up to line 5: nothing recorded (no site expanded). T1's read of o.a shares the
        // object. o.a: T0 wrote it while local, T1 only reads: no recorded write, no report (Eraser's
        // shared read-only state). o.c: written by T0 after the sharing and by T1, no lock: reported
        // at line 8. o.d: T1's alone. o.b: only T0, local and shared.
        assertEquals(List.of(8), r.racyLines());
        Race race = r.accesses().stream().filter(AccessVerdict::racy).findFirst().orElseThrow().race();
        assertEquals("T0", race.earlierThreadName());
        assertEquals(7, ((TraceEvent) race.earlierSite()).line());
    }

    /**
     * Once a variable's candidate set is empty, epochs no longer matter (no happens-before here):
     * read-shared data is skipped by every thread, a thread's own variable by that thread in any
     * epoch, a reported one by everybody; an access that would change the state is not skipped.
     */
    @Test
    void anEmptyCandidateSetLetsAccessesSkipInAnyEpoch() {
        HybridEngine engine = new HybridEngine(SIMPLE);
        ThreadState t0 = engine.rootThread("T0");
        ThreadState t1 = engine.fork(t0, "T1");
        ThreadState t2 = engine.fork(t0, "T2");
        SyncVar m = engine.newSyncVar("m");
        Object group = engine.newVariableGroup();
        Variable shared = engine.newVariable(group);
        Variable own = engine.newVariable(group);
        engine.read(t1, shared, "first thread"); // the object is local to T1: nothing recorded
        assertFalse(shared.canSkipInAnyEpoch(t2.epochWord(), false), "T2's read will share the object");
        engine.read(t2, shared, "second thread");
        release(engine, t1, m);
        assertTrue(shared.canSkipInAnyEpoch(t0.epochWord(), false), "read-shared, no locks: any thread's read");
        assertTrue(shared.canSkipInAnyEpoch(t1.epochWord(), false), "in any epoch");
        assertFalse(shared.canSkipInAnyEpoch(t1.epochWord(), true), "a write reports");
        engine.write(t1, own, "T1 alone");
        assertTrue(own.canSkipInAnyEpoch(t1.epochWord(), true), "T1's own, written, empty set");
        release(engine, t1, m);
        assertTrue(own.canSkipInAnyEpoch(t1.epochWord(), false), "also after a release");
        assertFalse(own.canSkipInAnyEpoch(t2.epochWord(), false), "another thread's access reports");
        assertNotNull(engine.read(t2, own, "T2"));
        assertTrue(own.canSkipInAnyEpoch(t2.epochWord(), true), "reported once: everybody skips");
        assertTrue(own.canSkipInAnyEpoch(t0.epochWord(), false));
    }

    /**
     * While an object is local, its owner skips the kinds of access it has noted in any epoch (a
     * read only reads); the second thread's first touch of any of its variables clears every word,
     * so the owner's next access counts. Past {@link ObjectGroup#MAX_MEMBERS} variables, none.
     */
    @Test
    void theOwnerOfALocalObjectSkipsInAnyEpochUntilASecondThreadTouchesIt() {
        HybridEngine engine = new HybridEngine(SIMPLE);
        ThreadState t0 = engine.rootThread("T0");
        ThreadState t1 = engine.fork(t0, "T1");
        SyncVar m = engine.newSyncVar("m");
        Object group = engine.newVariableGroup();
        Variable read = engine.newVariable(group);
        Variable written = engine.newVariable(group);
        Variable touched = engine.newVariable(group);
        engine.read(t0, read, "T0 reads");
        engine.write(t0, written, "T0 writes");
        release(engine, t0, m);
        assertTrue(read.canSkipInAnyEpoch(t0.epochWord(), false), "a noted read, in a later epoch");
        assertFalse(read.canSkipInAnyEpoch(t0.epochWord(), true), "a write is not noted yet");
        assertTrue(written.canSkipInAnyEpoch(t0.epochWord(), true));
        assertFalse(written.canSkipInAnyEpoch(t1.epochWord(), false), "the owner's word only");
        engine.read(t1, touched, "T1 touches another variable of the object");
        assertFalse(read.canSkipInAnyEpoch(t0.epochWord(), false), "shared: the owner's next read counts");
        assertFalse(written.canSkipInAnyEpoch(t0.epochWord(), true));
        assertNull(engine.write(t0, written, "T0 writes again"), "one thread recorded, with T0's local write");
        assertNotNull(engine.write(t1, written, "T1 writes"), "C(v) empty, written, two threads");

        Object array = engine.newVariableGroup();
        Variable[] elements = new Variable[ObjectGroup.MAX_MEMBERS + 1];
        for (int i = 0; i < elements.length; i++) {
            elements[i] = engine.newVariable(array);
            engine.write(t0, elements[i], "T0 fills");
        }
        assertTrue(elements[ObjectGroup.MAX_MEMBERS - 1].canSkipInAnyEpoch(t0.epochWord(), true));
        assertFalse(elements[ObjectGroup.MAX_MEMBERS].canSkipInAnyEpoch(t0.epochWord(), true), "too many to clear");
    }

    private static void release(HybridEngine engine, ThreadState t, SyncVar m) {
        engine.acquire(t, m);
        engine.release(t, m);
    }

    /** A class's static fields count as one object (the runtime gives them one group): K.s and K.t. */
    @Test
    void staticFieldsOfAClassShareTheLocalityState() {
        assertEquals(List.of(5), replay(new HybridEngine(SIMPLE), parse("""
                T0 wr K.s
                T0 fork T1
                T1 rd K.t
                T0 wr K.s
                T1 wr K.s
                """)).racyLines());
        // With separate objects, K.s stays local to T0 until T1's write, which makes it shared, and
        // the write is reported against T0's unrecorded write (Eraser: exclusive, then shared-modified).
        ReplayResult separate = replay(new HybridEngine(SIMPLE), parse("""
                T0 wr s
                T0 fork T1
                T1 rd t
                T0 wr s
                T1 wr s
                """));
        assertEquals(List.of(5), separate.racyLines());
        assertEquals(SimpleVariable.LocalPhase.SITE, separate.accesses().get(3).race().earlierSite());
    }

    /** Eraser's refinement: C(v) shrinks to the locks held at every recorded access; empty, with a write and two threads, is a report. */
    @Test
    void locksetRefinement() {
        ReplayResult r = replay(new HybridEngine(SIMPLE), parse("""
                T0 fork T1
                T0 acq m
                T0 acq n
                T0 wr x
                T0 rel n
                T0 rel m
                T1 acq m
                T1 wr x
                T1 rel m
                T0 acq m
                T0 rd x
                T0 rel m
                T1 acq n
                T1 wr x
                T1 rel n
                """));
        // Line 4 is local to T0 (not recorded); T1's write shares x: C(x) = {m}; T0 reads holding m:
        // still {m}; T1 writes holding only n: C(x) = {} at line 14.
        assertEquals(List.of(14), r.racyLines());
        // The same with the lock kept: no report.
        assertEquals(List.of(), replay(new HybridEngine(SIMPLE), parse("""
                T0 fork T1
                T0 acq m
                T0 wr x
                T0 rel m
                T1 acq m
                T1 wr x
                T1 rel m
                T0 acq m
                T0 wr x
                T0 rel m
                """)).racyLines());
    }

    /** A read lock protects reads, not writes; a write lock both. */
    @Test
    void readLocksProtectReadsOnly() {
        String trace = """
                T0 fork T1
                T0 lacq rw
                T0 wr x
                T0 lrel rw
                T1 racq rw
                T1 rd x
                T1 rrel rw
                T0 lacq rw
                T0 wr x
                T0 lrel rw
                T1 racq rw
                T1 %s x
                T1 rrel rw
                """;
        assertEquals(List.of(), replay(new HybridEngine(SIMPLE), parse(trace.formatted("rd"))).racyLines());
        assertEquals(List.of(12), replay(new HybridEngine(SIMPLE), parse(trace.formatted("wr"))).racyLines());
    }

    /** No happens-before in simple mode: start and join order nothing (Figure 1's false alarm is simple mode's). */
    @Test
    void messagesOrderNothing() {
        assertEquals(List.of(4), replay(new HybridEngine(SIMPLE), parse("""
                T0 fork T1
                T1 wr x
                T1 end
                T0 wr x
                """)).racyLines());
    }

    /** Sites are expanded only when the variable's state changes, not per access (sec. 6.6). */
    @Test
    void sitesAreExpandedOnlyWhenTheStateChanges() {
        AtomicInteger expanded = new AtomicInteger();
        HybridEngine engine = new HybridEngine(SIMPLE.withSiteExpander((t, site) -> {
            expanded.incrementAndGet();
            return "stack of " + site;
        }));
        ThreadState main = engine.rootThread("main");
        ThreadState other = engine.fork(main, "other");
        engine.start(other);
        SyncVar m = engine.newSyncVar("m");
        Variable x = engine.newVariable(engine.newVariableGroup());
        for (int i = 0; i < 1000; i++) {
            for (ThreadState t : List.of(main, other)) {
                engine.acquire(t, m);
                assertEquals(null, engine.access(t, x, i % 3 == 0 ? AccessKind.WRITE : AccessKind.READ, "site " + i));
                engine.release(t, m);
            }
        }
        // main's first write was local (not recorded), other's first write shared x and was recorded;
        // nothing after changed x's state (C = {m}, written, two threads).
        assertEquals(1, expanded.get());
        assertEquals(1, engine.counts().kept());
        ThreadState third = engine.fork(main, "third");
        engine.start(third);
        engine.acquire(third, engine.newSyncVar("n"));
        Race race = engine.write(third, x, "unprotected");
        assertEquals("stack of site 0", race.earlierSite()); // other's recorded write, as expanded
        assertEquals("other", race.earlierThreadName());
        assertEquals(1, engine.maxLocksHeld());
    }
}
