package org.goldilocks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TextReportTest {
    @Test
    void format() {
        RaceReport r = RaceLogTest.report("x", 21, 16).withId(3);
        assertEquals("""
                        === goldilocks: data race #3 ===
                        Variable: field p.C.x
                        Current access: read by thread "main" (id 1), holding no locks
                        \tat p.C.main(C.java:21)
                        \tat java.lang.Thread.run(Thread.java:1474)
                        Earlier access: write by thread "writer" (id 31), holding java.lang.Object@1b6d3586
                        \tat p.C.lambda$main$0(C.java:16)
                        \t""" + TextReport.PARTIAL_STACK_HINT + """

                        === end of data race #3 ===
                        """, TextReport.format(r));
    }

    @Test
    void summary() {
        RaceLog log = new RaceLog(1);
        log.log("a", "b", () -> RaceLogTest.report("x", 21, 16));
        log.log("a", "b", () -> RaceLogTest.report("x", 21, 16));
        log.log("a", "c", () -> RaceLogTest.report("y", 22, 17));
        assertEquals("""
                        === goldilocks: 1 data race (3 racy accesses) ===
                          #1  2x  field p.C.x: read at C.java:21 / write at C.java:16
                          (1 more racy accesses at further pairs of locations, not reported: limit of 1 pairs)
                        """, TextReport.summary(log));
    }

    /** A potential race (the hybrid engine) says so under the header, and in the summary; the rest is the same format. */
    @Test
    void potentialRace() {
        RaceReport plain = RaceLogTest.report("x", 21, 16);
        RaceReport potential = new RaceReport(3, plain.variable(), plain.current(), plain.earlier(), true);
        String text = TextReport.format(potential);
        assertEquals("=== goldilocks: data race #3 ===\n" + TextReport.POTENTIAL + "\n" + TextReport.format(plain.withId(3)).substring(
                        "=== goldilocks: data race #3 ===\n".length()), text);
        RaceLog log = new RaceLog(10);
        log.log("a", "b", () -> potential);
        assertEquals(true, log.reports().get(0).potential(), "the log keeps it potential");
        assertEquals(true, TextReport.summary(log).startsWith("=== goldilocks: 1 potential data race (1 racy access) ===\n"), TextReport.summary(log));
    }

    @Test
    void frames() {
        assertEquals("p.C.m(C.java:3)", new Frame("p.C", "m", "C.java", 3).toString());
        assertEquals("p.C.m(C.java)", new Frame("p.C", "m", "C.java", -1).toString());
        assertEquals("p.C.m(Unknown Source)", new Frame("p.C", "m", null, 3).toString());
    }
}
