package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.engine.hybrid.HybridConfig;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.trace.AccessVerdict;
import org.goldilocks.trace.ReplayResult;
import org.goldilocks.trace.Replayer;
import org.goldilocks.trace.TraceEvent;
import org.goldilocks.trace.TraceParser;
import org.junit.jupiter.api.Test;

/**
 * The redundancy checks of detailed mode do their job on the differential's traces: each one
 * fires, each keeps fewer records than without it; and with a learned lock bound (sec. 5.4) the
 * verdicts are exact whenever the engine reports no access beyond the bound a decision assumed.
 */
class HybridRedundancyTest {
    private static final int TRACES = 20_000;

    @Test
    void eachCheckFiresAndKeepsFewerRecords() {
        long seed = Differential.seed();
        Map<HybridConfig.Optimizations, HybridEngine.Counts> totals = new EnumMap<>(HybridConfig.Optimizations.class);
        for (HybridConfig.Optimizations opts : HybridConfig.Optimizations.values()) {
            long kept = 0, bySubset = 0, droppedOversized = 0, skippedOversized = 0, reported = 0;
            for (int i = 0; i < TRACES; i++) {
                List<TraceEvent> trace = HybridTraces.trace(seed, i);
                HybridEngine engine = (HybridEngine) HybridTraces.engines(opts).get();
                new Replayer(engine).replay(trace);
                HybridEngine.Counts c = engine.counts();
                kept += c.kept();
                bySubset += c.droppedBySubset();
                droppedOversized += c.droppedByOversized();
                skippedOversized += c.skippedByOversized();
                reported += c.reported();
            }
            totals.put(opts, new HybridEngine.Counts(kept, bySubset, droppedOversized, skippedOversized, reported));
        }
        System.out.println("hybrid redundancy checks over " + TRACES + " traces: " + totals);
        HybridEngine.Counts all = totals.get(HybridConfig.Optimizations.ALL);
        HybridEngine.Counts noOversized = totals.get(HybridConfig.Optimizations.NO_OVERSIZED);
        HybridEngine.Counts none = totals.get(HybridConfig.Optimizations.NONE);
        assertTrue(all.reported() == none.reported() && noOversized.reported() == none.reported(), totals::toString);
        assertTrue(all.kept() < noOversized.kept() && noOversized.kept() < none.kept(), totals::toString);
        assertTrue(noOversized.droppedBySubset() > 0 && none.droppedBySubset() == 0, totals::toString);
        assertTrue(all.droppedByOversized() > 0 && all.skippedByOversized() > 0, totals::toString);
        assertTrue(noOversized.droppedByOversized() + noOversized.skippedByOversized() == 0, totals::toString);
    }

    @Test
    void learnedBoundIsExactUnlessAViolationIsReported() {
        long seed = Differential.seed();
        int violated = 0;
        int decided = 0;
        int missed = 0;
        for (int n = 0; n < TRACES; n++) {
            int i = n;
            List<TraceEvent> trace = HybridTraces.trace(seed, i);
            HybridEngine engine = new HybridEngine(); // learned bound, all checks
            ReplayResult result = new Replayer(engine).replay(trace);
            HybridEngine.Counts c = engine.counts();
            decided += c.droppedByOversized() + c.skippedByOversized() > 0 ? 1 : 0;
            List<AccessVerdict> accesses = result.accesses();
            boolean[] got = new boolean[accesses.size()];
            for (int k = 0; k < got.length; k++) {
                got[k] = accesses.get(k).racy();
            }
            boolean exact = Arrays.equals(PotentialRaceOracle.reportedAccesses(trace), got);
            if (engine.boundViolation() != null) {
                violated++;
                missed += exact ? 0 : 1;
                assertTrue(result.report().contains("note: thread"), result::report);
            } else {
                assertTrue(exact, () -> "trace " + i + " of seed " + seed + " without a reported violation:\n" + TraceParser.render(trace));
            }
        }
        System.out.printf("learned bound: %d traces, %d with oversized-lockset decisions, %d with a reported violation, %d of them inexact%n",
                TRACES, decided, violated, missed);
        assertTrue(decided > TRACES / 100, "the learned bound must allow decisions");
        assertTrue(missed > 0, "some reported violations must matter, or the detection is not shown to be needed");
    }
}
