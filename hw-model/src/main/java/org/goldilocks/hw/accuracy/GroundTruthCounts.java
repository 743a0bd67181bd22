package org.goldilocks.hw.accuracy;

/** The accesses the software engine flagged, and their distinct sites. */
public record GroundTruthCounts(long dre, long pc) {
}
