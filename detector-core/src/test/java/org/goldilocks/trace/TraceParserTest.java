package org.goldilocks.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;

import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.oracle.RandomTraceGenerator;
import org.junit.jupiter.api.Test;

class TraceParserTest {
    private static List<TraceEvent> parse(String text) throws MalformedTraceException {
        return TraceParser.parse(text);
    }

    private static String error(String text) {
        return assertThrows(MalformedTraceException.class, () -> parse(text)).report();
    }

    @Test
    void eventsKeepTheirPhysicalLineNumbers() throws Exception {
        List<TraceEvent> events = parse("# header\n\n  T0 fork T1  # comment\r\nT1\twr\tx#glued comment\n\nT1 end\n");
        assertEquals(List.of(
                new TraceEvent(3, "T0", Op.FORK, "T1"),
                new TraceEvent(4, "T1", Op.WR, "x"),
                new TraceEvent(6, "T1", Op.END, null)), events);
    }

    @Test
    void emptyTraceIsWellFormed() throws Exception {
        assertEquals(List.of(), parse(""));
        assertEquals(List.of(), parse("# only a comment\n\n   \n"));
    }

    @Test
    void syntaxErrors() {
        assertEquals("error: line 1: expected <thread> <op> [<argument>], found 'T0'", error("T0   # no op\n"));
        assertEquals("error: line 2: unknown operation 'RD'", error("T0 rd x\nT0 RD x\n"));
        assertEquals("error: line 1: 'fork' takes 3 tokens (<thread> fork <thread>), found 4", error("T0 fork T1 T2"));
        assertEquals("error: line 1: 'acq' takes 3 tokens (<thread> acq <lock>), found 2", error("T0 acq"));
    }

    @Test
    void reentrantLocksAndTheirOwners() throws Exception {
        parse("T0 acq m\nT0 acq m\nT0 rel m\nT0 rel m\nT0 fork T1\nT1 acq m\nT1 rel m\n");
        assertEquals("error: line 5: T1 acquires lock m, which T0 holds", error("T0 acq m\nT0 acq m\nT0 rel m\nT0 fork T1\nT1 acq m\n"));
        assertEquals("error: line 3: T0 releases lock m, which it does not hold", error("T0 acq m\nT0 rel m\nT0 rel m\n"));
    }

    @Test
    void aThreadMayEndHoldingALockWhichThenStaysHeld() throws Exception {
        parse("T0 fork T1\nT1 acq m\nT1 end\nT0 join T1\n");
        assertEquals("error: line 4: T0 acquires lock m, which T1 holds", error("T0 fork T1\nT1 acq m\nT1 end\nT0 acq m\n"));
    }

    @Test
    void threadLifecycle() throws Exception {
        parse("T0 fork T1\nT1 fork T2\nT2 end\nT1 join T2\nT0 join T2\nT1 end\nT0 join T1\nT0 end\n");
        assertEquals("error: line 2: thread T0 has already ended", error("T0 end\nT0 rd x\n"));
        assertEquals("error: line 1: T0 forks T0, which already exists", error("T0 fork T0\n"));
        assertEquals("error: line 1: T0 joins T9, which has not been forked", error("T0 join T9\n"));
        assertEquals("error: line 1: T0 joins itself", error("T0 join T0\n"));
        assertEquals("error: line 3: T0 forks T1, which already exists", error("T0 fork T1\nT1 end\nT0 fork T1\n"));
    }

    @Test
    void namespacesAreSeparate() throws Exception {
        // a thread, a lock, a volatile and a variable may share a name: each event keeps its own
        assertEquals(List.of(
                new TraceEvent(1, "T0", Op.FORK, "a"),
                new TraceEvent(2, "a", Op.ACQ, "a"),
                new TraceEvent(3, "a", Op.VWR, "a"),
                new TraceEvent(4, "a", Op.WR, "a"),
                new TraceEvent(5, "a", Op.REL, "a"),
                new TraceEvent(6, "a", Op.END, null),
                new TraceEvent(7, "T0", Op.JOIN, "a")),
                parse("T0 fork a\na acq a\na vwr a\na wr a\na rel a\na end\nT0 join a\n"));
        // and they stay apart when replayed: lock a is not volatile a, so b's read of variable a is not
        // ordered after thread a's write
        ReplayResult r = new Replayer(new FastTrackEngine()).replay(
                        parse("T0 fork a\nT0 fork b\na wr a\na vwr a\nb acq a\nb rd a\nb rel a\n"));
        assertEquals(List.of(6), r.racyLines());
    }

    @Test
    void renderedTracesParseBackToTheSameEvents() throws Exception {
        Random random = new Random(7);
        for (int i = 0; i < 500; i++) {
            List<TraceEvent> trace = RandomTraceGenerator.generate(random);
            assertEquals(trace, parse(TraceParser.render(trace)));
        }
    }
}
