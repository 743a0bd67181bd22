package org.goldilocks.hw.accuracy;

import java.util.List;
import java.util.Map;

/**
 * The whole report: {@code {"gc", "groundTruth", "detectors": {lard, allmem, allsync, noclear,
 * nocopy, naive}, "cost", "machine", "lardSites"}} (the last two extra: heap and scheduler figures;
 * where LARD's false and missed races are, by the VM's site names, {@code {"false": [...],
 * "missed": [...]}}, each at most {@link #SITES_LISTED}: LARD is exact, so both are empty unless
 * the model or its feed is wrong, and then they say where to look).
 */
public record AccuracyReport(
        String gc,
        GroundTruthCounts groundTruth,
        Map<String, DetectorCounts> detectors,
        CostReport cost,
        Map<String, Object> machine,
        Map<String, List<String>> lardSites) {
    public static final int SITES_LISTED = 20;

    public DetectorCounts detector(Variant v) {
        return detectors.get(v.key());
    }
}
