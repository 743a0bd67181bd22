package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.goldilocks.engine.Engines;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;

/** Each synchronization rule (an edge of the event list), each short-circuit, and the epoch words. */
class RulesTest {
    private final GoldilocksEngine engine = new GoldilocksEngine();
    private final GThread main = (GThread) engine.rootThread("main");
    private final GThread t1 = started("t1");
    private final GThread t2 = started("t2");
    private final Variable x = engine.newVariable();

    private GThread started(String name) {
        GThread t = (GThread) engine.fork(main, name);
        engine.start(t);
        return t;
    }

    @Test
    void isCreatedByName() {
        assertEquals("goldilocks", Engines.create("goldilocks").name());
    }

    @Test
    void freshVariableNeverRaces() {
        assertNull(engine.read(t1, x, "r"));
        assertNull(engine.write(t2, engine.newVariable(), "w"));
    }

    @Test
    void releaseThenAcquireOrders() {
        SyncVar l = engine.newSyncVar("l");
        engine.acquire(t1, l);
        assertNull(engine.write(t1, x, "t1"));
        engine.release(t1, l);
        engine.acquire(t2, l);
        assertNull(engine.write(t2, x, "t2"));
        engine.release(t2, l);
    }

    @Test
    void releaseWithoutMatchingAcquireDoesNotOrder() {
        SyncVar l = engine.newSyncVar("l");
        SyncVar other = engine.newSyncVar("other");
        engine.acquire(t1, l);
        assertNull(engine.write(t1, x, "t1"));
        engine.release(t1, l);
        engine.acquire(t2, other);
        assertNotNull(engine.write(t2, x, "t2"));
    }

    @Test
    void acquireBeforeTheReleaseDoesNotOrder() {
        SyncVar l = engine.newSyncVar("l");
        engine.acquire(t2, l);
        engine.release(t2, l);
        assertNull(engine.write(t1, x, "t1"));
        engine.acquire(t1, l);
        engine.release(t1, l);
        assertNotNull(engine.read(t2, x, "t2"));
    }

    @Test
    void volatileWriteThenReadOrders() {
        SyncVar v = engine.newSyncVar("v");
        assertNull(engine.write(t1, x, "t1"));
        engine.volatileWrite(t1, v);
        assertNotNull(engine.read(t2, x, "before the volatile read"));
        engine.volatileRead(t2, v);
        assertNull(engine.read(t2, x, "after"));
    }

    @Test
    void volatileReadBeforeTheWriteDoesNotOrder() {
        SyncVar v = engine.newSyncVar("v");
        engine.volatileRead(t2, v);
        assertNull(engine.write(t1, x, "t1"));
        engine.volatileWrite(t1, v);
        assertNotNull(engine.write(t2, x, "t2"));
    }

    @Test
    void repeatedVolatileReadStillOrdersAfterANewWrite() {
        SyncVar v = engine.newSyncVar("v");
        engine.volatileRead(t2, v);
        assertNull(engine.write(t1, x, "t1"));
        engine.volatileWrite(t1, v);
        engine.volatileRead(t2, v); // not elided: a write came in between
        assertNull(engine.write(t2, x, "t2"));
    }

    @Test
    void readModifyWriteIsAReadThenAWrite() {
        SyncVar v = engine.newSyncVar("counter");
        GThread t3 = started("t3");
        assertNull(engine.write(t1, x, "t1"));
        engine.volatileReadWrite(t1, v);
        engine.volatileReadWrite(t2, v); // reads t1's write, then writes
        assertNull(engine.write(t2, x, "t2"));
        engine.volatileReadWrite(t2, v);
        engine.volatileRead(t3, v); // sees t2's write, which saw t1's
        assertNull(engine.write(t3, x, "t3"));
    }

    @Test
    void forkOrdersParentBeforeChild() {
        assertNull(engine.write(main, x, "main before fork"));
        GThread child = started("child");
        assertNull(engine.write(child, x, "child"));
        assertNotNull(engine.write(main, x, "main after fork"));
    }

    @Test
    void joinOrdersTheJoinedThreadBeforeTheJoiner() {
        assertNull(engine.write(t1, x, "t1"));
        engine.end(t1);
        assertNotNull(engine.read(main, x, "main before join"));
        engine.join(main, t1);
        assertNull(engine.read(main, x, "main after join"));
    }

    @Test
    void classInitializationOrdersLikeAVolatile() {
        SyncVar init = engine.newSyncVar("class C");
        assertNull(engine.write(t1, x, "static initializer"));
        engine.classInitialized(t1, init);
        engine.classObserved(t2, init);
        assertNull(engine.read(t2, x, "C.x"));
    }

    @Test
    void orderIsTransitiveAcrossThreadsAndKinds() {
        SyncVar l = engine.newSyncVar("l");
        SyncVar v = engine.newSyncVar("v");
        GThread t3 = started("t3");
        assertNull(engine.write(t1, x, "t1"));
        engine.acquire(t1, l);
        engine.release(t1, l);
        engine.acquire(t2, l);
        engine.volatileWrite(t2, v);
        engine.release(t2, l);
        engine.end(t2);
        engine.volatileRead(t3, v);
        assertNull(engine.write(t3, x, "t3"));
        engine.join(main, t3);
        assertNull(engine.write(main, x, "main"));
    }

    @Test
    void sameOwnerNeedsNoWalk() {
        SyncVar l = engine.newSyncVar("l");
        assertNull(engine.write(t1, x, "a"));
        engine.acquire(t1, l);
        engine.release(t1, l); // new epoch: the next write reaches the engine
        assertNull(engine.write(t1, x, "b"));
        assertEquals(0, t1.walks);
    }

    @Test
    void commonLockNeedsNoWalk() {
        SyncVar l = engine.newSyncVar("l");
        engine.acquire(t1, l);
        assertNull(engine.write(t1, x, "t1"));
        engine.release(t1, l);
        engine.acquire(t2, l);
        assertNull(engine.write(t2, x, "t2"));
        engine.release(t2, l);
        assertEquals(0, t2.walks);
    }

    @Test
    void otherwiseTheListIsWalkedOnceAndTheAnswerRemembered() {
        SyncVar l = engine.newSyncVar("l");
        assertNull(engine.write(t1, x, "t1"));
        engine.acquire(t1, l);
        engine.release(t1, l);
        engine.acquire(t2, l);
        engine.release(t2, l);
        assertNull(engine.read(t2, x, "t2 first"));
        assertEquals(1, t2.walks);
        engine.acquire(t2, l);
        engine.release(t2, l); // new epoch: the read reaches the engine again
        assertNull(engine.read(t2, x, "t2 again"));
        assertEquals(1, t2.walks, "t2 is known to be in the write's Goldilockset");
    }

    /**
     * Short-circuit 4 (GThread.foundIn): once a walk found t2 in {t1} through an edge of t1 at some
     * position (LazyCheck.walk), t2 is known to be in every set of t1 started at or before
     * that edge (those sets are supersets by then), without a walk, whichever record was walked
     * from; not in one started after it, which may race.
     */
    @Test
    void foundThroughAnOwnersEdgeIsFoundAfterItsEarlierWritesOnly() {
        SyncVar l = engine.newSyncVar("l");
        SyncVar other = engine.newSyncVar("other");
        Variable[] written = new Variable[10];
        for (int i = 0; i < written.length; i++) {
            written[i] = engine.newVariable();
            assertNull(engine.write(t1, written[i], "w" + i));
            engine.acquire(t1, other);
            engine.release(t1, other); // events between the writes: each write has a position of its own
        }
        engine.acquire(t1, l);
        engine.release(t1, l); // the edge t1 -> l that orders every write above before t2
        Variable[] afterRelease = {engine.newVariable(), engine.newVariable()};
        for (Variable v : afterRelease) {
            assertNull(engine.write(t1, v, "after the release"));
        }
        engine.acquire(t2, l);
        engine.release(t2, l);
        for (int i = 0; i < 8; i++) {
            assertNull(engine.read(t2, written[i], "r" + i));
        }
        assertEquals(8, t2.walks, "no cache before a thread's eighth walk");
        assertNull(engine.read(t2, written[9], "r9"));
        assertNull(engine.read(t2, written[8], "r8"));
        assertEquals(8, t2.walks, "the eighth walk's path starts at t1's release, after every write above: no more walks");
        for (Variable v : afterRelease) {
            assertNotNull(engine.read(t2, v, "unordered"), "a write after the path's edge is not covered");
        }
        assertEquals(10, t2.walks);
        Variable later = engine.newVariable();
        assertNull(engine.write(t1, later, "after the hand-over"));
        assertNotNull(engine.read(t2, later, "unordered"), "a write after the cached position is not covered");
        assertEquals(11, t2.walks);
    }

    @Test
    void locksHeldFollowAcquireAndRelease() {
        SyncVar a = engine.newSyncVar("a");
        SyncVar b = engine.newSyncVar("b");
        engine.acquire(t1, a);
        engine.acquire(t1, b);
        assertEquals(List.of(a, b), t1.locksHeld().asList());
        engine.release(t1, a);
        assertEquals(List.of(b), t1.locksHeld().asList());
        engine.release(t1, b);
        assertEquals(List.of(), t1.locksHeld().asList());
    }

    @Test
    void sourceActionsStartNewEpochsAndSinksDoNot() {
        SyncVar l = engine.newSyncVar("l");
        SyncVar v = engine.newSyncVar("v");
        long w = t1.epochWord();
        engine.acquire(t1, l);
        engine.volatileRead(t1, v);
        engine.classObserved(t1, v);
        engine.join(t1, t2);
        assertEquals(w, t1.epochWord(), "sinks keep the epoch");
        w = expectNewEpoch(t1, w, () -> engine.release(t1, l));
        w = expectNewEpoch(t1, w, () -> engine.volatileWrite(t1, v));
        w = expectNewEpoch(t1, w, () -> engine.volatileReadWrite(t1, v));
        w = expectNewEpoch(t1, w, () -> engine.classInitialized(t1, v));
        w = expectNewEpoch(t1, w, () -> engine.fork(t1, "child"));
        expectNewEpoch(t1, w, () -> engine.end(t1));
    }

    @Test
    void epochWordsAreUniquePerThread() {
        assertNotEquals(t1.epochWord(), t2.epochWord());
        assertNotEquals(0, t1.epochWord());
    }

    @Test
    void redundantSinkEdgesAreNotAppended() {
        SyncVar l = engine.newSyncVar("l");
        SyncVar v = engine.newSyncVar("v");
        long before = engine.appendedEvents();
        engine.acquire(t1, l);
        engine.release(t1, l);
        engine.acquire(t1, l); // t1 released it last: l -> t1 adds nothing
        engine.release(t1, l);
        engine.volatileRead(t2, v);
        engine.volatileRead(t2, v);
        engine.classObserved(t2, v);
        assertEquals(before + 4, engine.appendedEvents());
        engine.acquire(t2, l); // someone else's acquire is needed
        assertEquals(before + 5, engine.appendedEvents());
    }

    private static long expectNewEpoch(ThreadState t, long before, Runnable action) {
        action.run();
        long after = t.epochWord();
        assertNotEquals(before, after);
        assertEquals(t.slot(), (int) (after >>> 40), "the thread index stays in the top bits");
        return after;
    }
}
