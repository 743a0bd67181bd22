package org.goldilocks.hw.accuracy;

/** Receives the software engine's verdicts: access ids it flagged as racy. */
@FunctionalInterface
public interface GroundTruth {
    /** The software engine flagged access {@code accessId}; told before or with the access itself. */
    void racy(long accessId);
}
