package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.goldilocks.trace.GoldenTraces;
import org.goldilocks.trace.TraceEvent;
import org.goldilocks.trace.TraceParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The oracle itself, on hand-checked cases: the reference must be right before it judges engines. */
class HappensBeforeOracleTest {
    static List<Path> traces() {
        return GoldenTraces.wellFormed();
    }

    @ParameterizedTest
    @MethodSource("traces")
    void agreesWithTheExampleTraces(Path trace) {
        List<TraceEvent> events = GoldenTraces.parse(trace);
        boolean[] racy = HappensBeforeOracle.racyAccesses(events);
        List<String> lines = new ArrayList<>();
        int k = 0;
        for (TraceEvent e : events) {
            if (e.op().isAccess() && racy[k++]) {
                lines.add("race " + e.line());
            }
        }
        lines.add(events.size() + " events, " + (lines.size()) + " races");
        assertEquals(GoldenTraces.expected(trace), String.join("\n", lines) + "\n");
    }

    private static boolean[] verdicts(String trace) throws Exception {
        return HappensBeforeOracle.racyAccesses(TraceParser.parse(trace));
    }

    @Test
    void happensBeforeIsTransitiveAcrossThreadsAndKinds() throws Exception {
        // T1 -m-> T2 -v-> T3 -join-> T0: the write reaches T0 through a lock, a volatile and a join
        assertArrayEquals(new boolean[] {false, false}, verdicts("""
                T0 fork T1
                T0 fork T2
                T0 fork T3
                T1 acq m
                T1 wr x
                T1 rel m
                T2 acq m
                T2 rel m
                T2 vwr v
                T3 vrd v
                T3 end
                T0 join T3
                T0 rd x
                """));
    }

    @Test
    void synchronizationOnlyFlowsFromSourceToSink() throws Exception {
        // a volatile read publishes nothing; a release is not before an earlier acquire; nor is what follows a release
        assertArrayEquals(new boolean[] {false, true, false, true, false, true}, verdicts("""
                T0 fork T1
                T1 wr x
                T1 vrd v
                T0 vwr v
                T0 rd x
                T1 wr y
                T0 acq m
                T0 rel m
                T1 acq m
                T1 rel m
                T0 rd y
                T0 wr z
                T1 rd z
                """));
    }

    @Test
    void racyAccessesAreNotPerformed() throws Exception {
        assertArrayEquals(new boolean[] {false, true, false, true}, verdicts("""
                T0 fork T1
                T0 wr x
                T1 rd x
                T0 wr x
                T1 wr x
                """));
    }
}
