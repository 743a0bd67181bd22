package org.goldilocks.hw.accuracy;

import java.util.Map;

/**
 * The §5.3-style estimate for LARD: cycles of the execution without detection (baseline), the
 * detection's extra cycles by path, and their ratio {@code overhead = (baseline + detection) /
 * baseline}; with every constant used.
 */
public record CostReport(
        long baselineCycles,
        long detectionCycles,
        long cyclesWithDetection,
        double overhead,
        long managerTransitions,
        long accesses,
        long syncs,
        Map<String, Map<String, Long>> paths,
        Map<String, Integer> constants) {
}
