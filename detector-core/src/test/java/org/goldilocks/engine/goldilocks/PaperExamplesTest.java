package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;

/**
 * The seed papers' motivating examples, through the Engine API: synchronization patterns where a
 * lockset intersection (Eraser) reports a false race and Goldilocks, which computes happens-before
 * exactly, reports none; and racy variants that Goldilocks must report.
 */
class PaperExamplesTest {
    private final GoldilocksEngine engine = new GoldilocksEngine();
    private final EraserLocksets eraser = new EraserLocksets();
    private final ThreadState main = engine.rootThread("main");

    private ThreadState thread(String name) {
        ThreadState t = engine.fork(main, name);
        engine.start(t);
        return t;
    }

    /** Both detectors see the access; returns Goldilocks' verdict. */
    private Race write(ThreadState t, Variable x, String site, boolean eraserRaces) {
        assertEquals(eraserRaces, eraser.access(t, x), "Eraser's verdict at " + site);
        return engine.write(t, x, site);
    }

    private Race read(ThreadState t, Variable x, String site, boolean eraserRaces) {
        assertEquals(eraserRaces, eraser.access(t, x), "Eraser's verdict at " + site);
        return engine.read(t, x, site);
    }

    /**
     * Container example (CACM 2010, sec. 1 and 3): objects in a container protected by La; T2 takes
     * one out, after which its field is protected by Lb. Ownership of x.data moves from La to Lb
     * without any access to x.data in between; T1 -> La -> T2 -> Lb -> T3 orders all three accesses.
     */
    @Test
    void containerOwnershipTransferFromLaToLbIsRaceFree() {
        Container c = new Container();
        ThreadState t1 = thread("T1");
        ThreadState t2 = thread("T2");
        ThreadState t3 = thread("T3");
        c.putIn(t1);
        c.takeOut(t2);
        engine.acquire(t2, c.lb);
        // Eraser: C(x.data) = {La} ∩ {Lb} = {}: a false alarm. Goldilocks walks T1 -> La -> T2.
        assertNull(write(t2, c.data, "T2: x.data = 2 (under Lb)", true));
        engine.release(t2, c.lb);
        engine.acquire(t3, c.lb);
        assertNull(read(t3, c.data, "T3: read x.data (under Lb)", true));
        engine.release(t3, c.lb);
    }

    /** Racy variant: T1 keeps writing x.data under La after T2 took it out (and protects it by Lb). */
    @Test
    void containerWriteUnderTheOldLockAfterTheTransferRaces() {
        Container c = new Container();
        ThreadState t1 = thread("T1");
        ThreadState t2 = thread("T2");
        c.putIn(t1);
        c.takeOut(t2);
        engine.acquire(t2, c.lb);
        assertNull(engine.write(t2, c.data, "T2 under Lb"));
        engine.acquire(t1, c.la);
        Race race = engine.write(t1, c.data, "T1 under La again");
        assertNotNull(race);
        assertSame(t2, race.earlierThread());
        assertEquals(AccessKind.WRITE, race.earlierKind());
        assertEquals("T2 under Lb", race.earlierSite());
        assertTrue(race.earlierLocks().contains(c.lb));
        engine.release(t1, c.la);
        engine.release(t2, c.lb);
    }

    /** Racy variant: T3 reads x.data without taking Lb. */
    @Test
    void containerReadWithoutLbRaces() {
        Container c = new Container();
        ThreadState t1 = thread("T1");
        ThreadState t2 = thread("T2");
        ThreadState t3 = thread("T3");
        c.putIn(t1);
        c.takeOut(t2);
        engine.acquire(t2, c.lb);
        assertNull(engine.write(t2, c.data, "T2 under Lb"));
        engine.release(t2, c.lb);
        Race race = engine.read(t3, c.data, "T3 without Lb");
        assertNotNull(race);
        assertSame(t2, race.earlierThread());
    }

    /**
     * Lock triangle: T1 accesses x holding m1 and m2, then T2 holding m2 and m3, then T3 holding
     * m1 and m3. No lock is common to all three (Eraser: {m1,m2} ∩ {m2,m3} ∩ {m1,m3} = {}), yet each
     * access is ordered after the previous one through the lock they share.
     */
    @Test
    void lockTriangleIsRaceFreeAlthoughNoLockIsCommonToAll() {
        SyncVar m1 = engine.newSyncVar("m1");
        SyncVar m2 = engine.newSyncVar("m2");
        SyncVar m3 = engine.newSyncVar("m3");
        Variable x = engine.newVariable();
        ThreadState t1 = thread("T1");
        ThreadState t2 = thread("T2");
        ThreadState t3 = thread("T3");
        inside(t1, m1, m2, () -> assertNull(write(t1, x, "T1 {m1,m2}", false)));
        inside(t2, m2, m3, () -> assertNull(write(t2, x, "T2 {m2,m3}", false)));
        inside(t3, m1, m3, () -> assertNull(write(t3, x, "T3 {m1,m3}", true)));
        // Around the triangle again, with reads: still ordered, still an Eraser alarm.
        inside(t1, m1, m2, () -> assertNull(read(t1, x, "T1 reads {m1,m2}", true)));
        inside(t2, m2, m3, () -> assertNull(write(t2, x, "T2 writes {m2,m3}", true)));
    }

    /** Racy variant: T3 holds m1 and m3 but T2's access (m2, m4) shares neither; nothing orders them. */
    @Test
    void brokenTriangleRaces() {
        SyncVar m1 = engine.newSyncVar("m1");
        SyncVar m2 = engine.newSyncVar("m2");
        SyncVar m3 = engine.newSyncVar("m3");
        SyncVar m4 = engine.newSyncVar("m4");
        Variable x = engine.newVariable();
        ThreadState t1 = thread("T1");
        ThreadState t2 = thread("T2");
        ThreadState t3 = thread("T3");
        inside(t1, m1, m2, () -> assertNull(engine.write(t1, x, "T1 {m1,m2}")));
        inside(t2, m2, m4, () -> assertNull(engine.write(t2, x, "T2 {m2,m4}")));
        inside(t3, m1, m3, () -> {
            Race race = engine.write(t3, x, "T3 {m1,m3}");
            assertNotNull(race);
            assertSame(t2, race.earlierThread());
            assertEquals("T2 {m2,m4}", race.earlierSite());
        });
    }

    /** Eraser's other false alarm: a variable handed over through a volatile flag holds no lock at all. */
    @Test
    void volatileHandOffHoldsNoLockAndIsRaceFree() {
        SyncVar flag = engine.newSyncVar("flag");
        Variable x = engine.newVariable();
        ThreadState t1 = thread("T1");
        ThreadState t2 = thread("T2");
        assertNull(write(t1, x, "T1 x = 1", false));
        engine.volatileWrite(t1, flag);
        engine.volatileRead(t2, flag);
        assertNull(read(t2, x, "T2 reads x", true));
        assertNull(engine.read(t2, x, "again"));
    }

    private void inside(ThreadState t, SyncVar a, SyncVar b, Runnable body) {
        engine.acquire(t, a);
        engine.acquire(t, b);
        body.run();
        engine.release(t, b);
        engine.release(t, a);
    }

    /** A container protected by La; its element's field x.data is protected by Lb once taken out. */
    private final class Container {
        final SyncVar la = engine.newSyncVar("La");
        final SyncVar lb = engine.newSyncVar("Lb");
        final Variable slot = engine.newVariable();
        final Variable data = engine.newVariable();

        /** T1: x.data = 1 and container.add(x), all under La. */
        void putIn(ThreadState t1) {
            engine.acquire(t1, la);
            assertNull(write(t1, data, "T1: x.data = 1 (under La)", false));
            assertNull(engine.write(t1, slot, "T1: container.add(x)"));
            engine.release(t1, la);
        }

        /** T2: x = container.remove(), under La; x.data is not touched. */
        void takeOut(ThreadState t2) {
            engine.acquire(t2, la);
            assertNull(engine.write(t2, slot, "T2: container.remove()"));
            engine.release(t2, la);
        }
    }
}
