package org.goldilocks.engine.hybrid;

import java.util.concurrent.atomic.LongAdder;

/**
 * What the redundancy checks did (sec. 5), counted on slow paths only (an access found redundant
 * by the lockset-subset check counts nothing: that path must stay allocation-free and cheap).
 */
final class Statistics {
    final LongAdder kept = new LongAdder();
    final LongAdder droppedBySubset = new LongAdder();
    final LongAdder droppedByOversized = new LongAdder();
    final LongAdder skippedByOversized = new LongAdder();
    final LongAdder reported = new LongAdder();

    HybridEngine.Counts snapshot() {
        return new HybridEngine.Counts(kept.sum(), droppedBySubset.sum(), droppedByOversized.sum(), skippedByOversized.sum(),
                reported.sum());
    }
}
