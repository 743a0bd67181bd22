package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.goldilocks.engine.hybrid.HybridConfig;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/**
 * Simple mode against {@link SimpleModeOracle} on 100,000 random traces (half of them with the
 * variables grouped into two objects, so the locality check is per object), with and without the
 * fast path.
 */
class SimpleModeDifferentialTest {
    static final int REQUIRED = 100_000;

    @Test
    void simpleModeIsEraserAfterPerObjectLocality() {
        long seed = Differential.seed();
        Differential.Outcome outcome = new Differential(() -> new HybridEngine(HybridConfig.DEFAULT.withMode(HybridConfig.Mode.SIMPLE)),
                SimpleModeOracle::reportedAccesses, "the simple-mode checker").run(seed, Differential.traces(REQUIRED), SimpleModeDifferentialTest::trace);
        System.out.printf("hybrid simple mode vs checker: seed %d, %d traces, %d accesses, %d reported%n",
                seed, outcome.traces(), outcome.accesses(), outcome.racy());
        assertNull(outcome.disagreement(), () -> outcome.disagreement().reproducer());
        Differential.assertEnough(outcome, REQUIRED);
        assertTrue(outcome.racy() > outcome.accesses() / 100, "reports must be common: " + outcome);
    }

    /** HybridTraces' traces; the odd ones with variable xi renamed o(i mod 2).xi (two objects). */
    static List<TraceEvent> trace(long seed, long i) {
        List<TraceEvent> trace = HybridTraces.trace(seed, i);
        if (i % 2 == 0) {
            return trace;
        }
        return trace.stream().map(e -> e.op().isAccess()
                ? new TraceEvent(e.line(), e.thread(), e.op(), "o" + (Integer.parseInt(e.argument().substring(1)) % 2) + "." + e.argument())
                : e).toList();
    }
}
