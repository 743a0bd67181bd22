package org.goldilocks.hw.accuracy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.machine.SyncOp;
import org.junit.jupiter.api.Test;

/** The §5.3-style estimate, by hand on a stream small enough to price line by line. */
class CostEstimateTest {
    static final CostModel C = CostModel.DEFAULT;

    @Test
    void baselineAndDetectionCyclesAddUpAsDocumented() {
        AccuracyAnalysis a = new AccuracyAnalysis(1, C);
        a.thread(0, 1); // swap: a transition + T1's clock (entries 0 and 1: 2 entries)
        a.access(0, 4096, 8, true, true, 0, 0); // cold: memory; a new line: no software
        a.access(0, 4104, 8, false, true, 0, 1); // same line: L1 hit
        a.languageSync(0, SyncOp.RELEASE, 9); // ReadVC (2) + software join (2) + WriteVC (2)
        CostReport cost = a.cost();
        long baseline = (C.instructionCycles() + C.memoryCycles()) + (C.instructionCycles() + C.l1Cycles()) + C.syncCycles();
        long detection = (C.managerTransitionCycles() + 2L * C.vcEntryCycles()) + 2L * C.checkCycles() + 6L * C.vcEntryCycles();
        assertEquals(baseline, cost.baselineCycles());
        assertEquals(detection, cost.detectionCycles());
        assertEquals(baseline + detection, cost.cyclesWithDetection());
        assertEquals((double) (baseline + detection) / baseline, cost.overhead());
        assertEquals(1, cost.managerTransitions());
        assertEquals(2, cost.accesses());
        assertEquals(1, cost.syncs());
        assertEquals(1L, cost.paths().get("threadSwap").get("count"));
        assertEquals(100, cost.constants().get("managerTransitionCycles"));
    }

    @Test
    void groundTruthGivenUpFrontIsMatchedPerAccessId() {
        AccuracyAnalysis a = twoWritersThenALoneWrite(Set.of(7L)); // access 7 races, and ground truth says so
        assertEquals(new GroundTruthCounts(1, 1), a.groundTruth());
        assertEquals(new DetectorCounts(1, 1, 0, 0, 0, 0), a.counts(Variant.LARD));
    }

    @Test
    void theReportNamesTheSitesOfLardsFalseAndMissedRaces() {
        // ground truth that disagrees with LARD both ways: access 8 (site 5) flagged though it races
        // with nothing (missed), and LARD's race at access 7 (site 4) not flagged (false)
        AccuracyAnalysis a = twoWritersThenALoneWrite(Set.of(8L));
        AccuracyReport r = a.report("marksweep", Map.of(), site -> "S" + site);
        assertEquals(List.of("S4"), r.lardSites().get("false"));
        assertEquals(List.of("S5"), r.lardSites().get("missed"));
        String table = ReportWriter.table(r);
        assertTrue(table.contains("LARD false at: S4") && table.contains("LARD missed at: S5"), table);
    }

    /**
     * T1 writes address 4096 (site 3, access 6), T2 writes it unordered (site 4, access 7: LARD's
     * race), then T2 writes 8192 alone (site 5, access 8); {@code truth}: the accesses flagged.
     */
    private static AccuracyAnalysis twoWritersThenALoneWrite(Set<Long> truth) {
        AccuracyAnalysis a = new AccuracyAnalysis(2, C, truth);
        a.thread(0, 1);
        a.thread(1, 2);
        a.access(0, 4096, 8, true, true, 3, 6);
        a.access(1, 4096, 8, true, true, 4, 7);
        a.access(1, 8192, 8, true, true, 5, 8);
        return a;
    }
}
