package org.goldilocks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.engine.AccessKind;
import org.junit.jupiter.api.Test;

class RaceLogTest {
    static RaceReport report(String var, int currentLine, int earlierLine) {
        Access cur = new Access(AccessKind.READ, "main", 1, List.of(), List.of(new Frame("p.C", "main", "C.java", currentLine),
                        new Frame("java.lang.Thread", "run", "Thread.java", 1474)), true);
        Access ear = new Access(AccessKind.WRITE, "writer", 31, List.of("java.lang.Object@1b6d3586"),
                        List.of(new Frame("p.C", "lambda$main$0", "C.java", earlierLine)), false);
        return new RaceReport(0, RacyVariable.field("p.C", var, false), cur, ear);
    }

    @Test
    void deduplicatesPerUnorderedPairOfSitesAndCounts() {
        RaceLog log = new RaceLog(10);
        AtomicInteger built = new AtomicInteger();
        List<RaceReport> announced = new ArrayList<>();
        log.addListener(announced::add);
        RaceLog.Occurrence first = log.log("s1", "s2", () -> {
            built.incrementAndGet();
            return report("x", 10, 5);
        });
        assertTrue(first.first());
        assertEquals(1, first.report().id());
        for (int i = 0; i < 5000; i++) {
            RaceLog.Occurrence again = log.log(i % 2 == 0 ? "s1" : "s2", i % 2 == 0 ? "s2" : "s1", () -> {
                built.incrementAndGet();
                return report("x", 10, 5);
            });
            assertFalse(again.first());
            assertSame(first.report(), again.report());
        }
        RaceLog.Occurrence other = log.log("s1", "s3", () -> report("y", 11, 6));
        assertTrue(other.first());
        assertEquals(2, other.report().id());
        assertEquals(1, built.get(), "details are built once per pair");
        assertEquals(5001, first.report().count());
        assertEquals(5002, log.racyAccesses());
        assertEquals(2, log.distinctRaces());
        assertEquals(List.of(first.report(), other.report()), announced);
        assertEquals(List.of(first.report(), other.report()), log.reports());
    }

    @Test
    void fullLogOnlyCounts() {
        RaceLog log = new RaceLog(2);
        log.log("a", "b", () -> report("x", 1, 2));
        log.log("a", "c", () -> report("y", 1, 2));
        RaceLog.Occurrence third = log.log("a", "d", () -> report("z", 1, 2));
        assertNull(third.report());
        assertFalse(third.first());
        log.log("a", "b", () -> report("x", 1, 2));
        assertEquals(2, log.distinctRaces());
        assertEquals(1, log.unrecorded());
        assertEquals(4, log.racyAccesses());
    }

    @Test
    void racyVariablesListFieldsAndTheMethodsOfArrayElements() {
        Access cur = new Access(AccessKind.WRITE, "t1", 1, List.of(), List.of(new Frame("p.A", "fill", "A.java", 3)), true);
        Access ear = new Access(AccessKind.READ, "t2", 2, List.of(), List.of(new Frame("p.B", "<init>", "B.java", 4)), false);
        RaceReport array = new RaceReport(2, RacyVariable.arrayElement("int[]@1[3]", "int[]", 3), cur, ear);
        assertEquals(List.of("field p.C.x", "method p.A.fill", "method p.B.<init>"),
                        RacyVariables.lines(List.of(report("x", 1, 2), array, report("x", 3, 4))));
    }
}
