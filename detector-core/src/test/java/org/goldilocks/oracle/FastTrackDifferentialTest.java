package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.junit.jupiter.api.Test;

/**
 * FastTrack against the happens-before oracle on 100,000 random traces (-Dgoldilocks.seed,
 * -Dgoldilocks.traces; fewer only with -Dgoldilocks.quick=true).
 */
class FastTrackDifferentialTest {
    static final int REQUIRED = 100_000;

    @Test
    void fastTrackAgreesWithTheOracleOnEveryAccess() {
        long seed = Differential.seed();
        Differential.Outcome outcome = new Differential(FastTrackEngine::new).run(seed, Differential.traces(REQUIRED));
        System.out.printf("fasttrack vs oracle: seed %d, %d traces, %d accesses, %d racy%n",
                seed, outcome.traces(), outcome.accesses(), outcome.racy());
        assertNull(outcome.disagreement(), () -> outcome.disagreement().reproducer());
        Differential.assertEnough(outcome, REQUIRED);
        // The generator must exercise both verdicts, or agreement means little.
        assertTrue(outcome.racy() > outcome.accesses() / 10 && outcome.racy() < outcome.accesses() * 9 / 10);
    }
}
