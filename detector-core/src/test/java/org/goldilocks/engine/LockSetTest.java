package org.goldilocks.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Report-only names in a {@link LockSet}: shown by {@code forReport()} in acquisition order among
 * the locks, invisible to every view a rule uses; and, through both happens-before engines, never
 * an order: two threads "holding" the same report-only name still race (a read lock held by two
 * readers orders nothing).
 */
class LockSetTest {
    private static final class Lock extends SyncVar {
        Lock(String name) {
            super(name);
        }
    }

    private final SyncVar m = new Lock("m");
    private final SyncVar n = new Lock("n");
    private final Object juc = "read lock of java.util.concurrent.locks.ReentrantReadWriteLock@1";

    @Test
    void reportOnlyNamesAreSeenByReportsOnly() {
        LockSet s = LockSet.EMPTY.withReportOnly(juc);
        assertTrue(s.isEmpty());
        assertEquals(0, s.size());
        assertNull(s.last());
        assertEquals(List.of(), s.asList());
        assertEquals(List.of(juc), s.forReport());

        LockSet both = LockSet.EMPTY.with(m).withReportOnly(juc).with(n);
        assertEquals(List.of(m, n), both.asList());
        assertEquals(2, both.size());
        assertSame(n, both.last());
        assertEquals(List.of(m, juc, n), both.forReport(), "acquisition order");
        assertEquals(List.of(juc, n), both.without(m).forReport());
        assertEquals(List.of(m, n), both.withoutReportOnly(juc).forReport());
        assertEquals(List.of(juc), both.without(m).without(n).forReport());
        assertSame(LockSet.EMPTY, s.withoutReportOnly(juc));
    }

    @Test
    void reportOnlyNamesAreToldApartByIdentity() {
        Object a = new String("x");
        Object b = new String("x");
        LockSet s = LockSet.EMPTY.withReportOnly(a).withReportOnly(b);
        assertEquals(2, s.forReport().size());
        LockSet t = s.withoutReportOnly(b);
        assertSame(a, t.forReport().get(0));
        assertEquals(1, t.forReport().size());
        assertSame(t, t.withoutReportOnly(new String("x")), "not held: the same set");
    }

    @Test
    void aLockIsNeverRemovedAsAReportOnlyName() {
        LockSet s = LockSet.EMPTY.with(m);
        assertSame(s, s.withoutReportOnly(m));
        assertEquals(List.of(m), s.forReport());
    }

    @ParameterizedTest
    @ValueSource(strings = {"goldilocks", "fasttrack"})
    void twoThreadsUnderTheSameReportOnlyNameStillRace(String name) {
        Engine engine = Engines.create(name);
        ThreadState main = engine.rootThread("main");
        ThreadState t1 = engine.fork(main, "t1");
        engine.start(t1);
        ThreadState t2 = engine.fork(main, "t2");
        engine.start(t2);
        Variable x = engine.newVariable();
        t1.heldForReport(juc);
        assertNull(engine.write(t1, x, "w1"));
        t2.heldForReport(juc);
        Race race = engine.write(t2, x, "w2");
        assertNotNull(race, "a report-only name is no lock: the writes are unordered");
        assertEquals(List.of(juc), race.earlierLocks().forReport(), "but the report names it for the earlier access");
        assertTrue(race.earlierLocks().isEmpty());
        assertEquals(List.of(juc), t2.locksHeld().forReport());
        t2.releasedForReport(juc);
        assertSame(LockSet.EMPTY, t2.locksHeld());
        assertFalse(t1.locksHeld().forReport().isEmpty());
    }
}
