package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.goldilocks.engine.hybrid.HybridConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Detailed mode against the brute-force checker of sec. 4.2 ({@link PotentialRaceOracle}) on
 * 100,000 random traces per setting of the redundancy checks, with and without the runtime's
 * fast path: the same access of the same variable is reported, and nothing else, whichever checks
 * are on (-Dgoldilocks.seed, -Dgoldilocks.traces; fewer only with -Dgoldilocks.quick=true).
 */
class HybridDifferentialTest {
    static final int REQUIRED = 100_000;

    @ParameterizedTest
    @EnumSource(HybridConfig.Optimizations.class)
    void detailedModeReportsExactlyThePotentialRacesOfSection42(HybridConfig.Optimizations opts) {
        long seed = Differential.seed();
        Differential.Outcome outcome = new Differential(HybridTraces.engines(opts), PotentialRaceOracle::reportedAccesses,
                "the potential-race checker (sec. 4.2)").run(seed, Differential.traces(REQUIRED), HybridTraces::trace);
        System.out.printf("hybrid (%s) vs sec. 4.2: seed %d, %d traces, %d accesses, %d reported%n",
                opts.optionValue(), seed, outcome.traces(), outcome.accesses(), outcome.racy());
        assertNull(outcome.disagreement(), () -> outcome.disagreement().reproducer());
        Differential.assertEnough(outcome, REQUIRED);
        assertTrue(outcome.racy() > outcome.accesses() / 50 && outcome.racy() < outcome.accesses() / 2,
                "both verdicts must be common: " + outcome);
    }

    /** Detailed-NoHB (--hybrid-hb=off, the paper's Table 2 column): exactly the lockset-disjoint pairs of different threads. */
    @Test
    void withoutHappensBeforeDetailedModeReportsEveryLocksetDisjointPair() {
        long seed = Differential.seed();
        Differential.Outcome outcome = new Differential(HybridTraces.enginesWithoutHappensBefore(), PotentialRaceOracle::reportedAccessesWithoutMessages,
                "the potential-race checker without messages").run(seed, Differential.traces(REQUIRED / 4), HybridTraces::trace);
        System.out.printf("hybrid (no happens-before) vs sec. 4.2 without messages: seed %d, %d traces, %d accesses, %d reported%n",
                seed, outcome.traces(), outcome.accesses(), outcome.racy());
        assertNull(outcome.disagreement(), () -> outcome.disagreement().reproducer());
        Differential.assertEnough(outcome, REQUIRED / 4);
    }
}
