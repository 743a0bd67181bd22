package org.goldilocks.hw.accuracy;

import java.util.Map;

/**
 * The whole report: {@code {"gc", "groundTruth", "detectors": {lard, allmem, allsync, noclear,
 * nocopy, naive}, "cost", "machine"}} (the last one extra: heap and scheduler figures).
 */
public record AccuracyReport(
        String gc,
        GroundTruthCounts groundTruth,
        Map<String, DetectorCounts> detectors,
        CostReport cost,
        Map<String, Object> machine) {

    public DetectorCounts detector(Variant v) {
        return detectors.get(v.key());
    }
}
