package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.goldilocks.GoldilocksEngine;
import org.goldilocks.engine.goldilocks.GoldilocksForTests;
import org.goldilocks.trace.GoldenTraces;
import org.goldilocks.trace.Replayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Goldilocks against the happens-before oracle on random traces (-Dgoldilocks.seed,
 * -Dgoldilocks.traces; fewer than the required counts only with -Dgoldilocks.quick=true): 100,000
 * traces with the default engine, and 3 x 20,000 with reclamation passes (partially eager
 * evaluation) running many times inside every trace.
 */
class GoldilocksDifferentialTest {
    static final int REQUIRED = 100_000;
    static final int REQUIRED_RECLAIMING = 20_000;

    @Test
    void goldilocksAgreesWithTheOracleOnEveryAccess() {
        long seed = Differential.seed();
        Differential.Outcome outcome = new Differential(GoldilocksEngine::new).run(seed, Differential.traces(REQUIRED));
        System.out.printf("goldilocks vs oracle: seed %d, %d traces, %d accesses, %d racy%n",
                seed, outcome.traces(), outcome.accesses(), outcome.racy());
        assertNull(outcome.disagreement(), () -> outcome.disagreement().reproducer());
        Differential.assertEnough(outcome, REQUIRED);
        assertTrue(outcome.racy() > outcome.accesses() / 10 && outcome.racy() < outcome.accesses() * 9 / 10);
    }

    /**
     * Every thread caches where its walks found it from its first walk on (GThread.foundIn, with the
     * reach LazyCheck.walk tells): a cached answer that covers a record it should not would
     * be a missed race here.
     */
    @Test
    void goldilocksCachingEveryWalkAgreesWithTheOracle() throws Exception {
        long seed = Differential.seed();
        Differential.Outcome outcome;
        try (var cache = GoldilocksForTests.cacheFromTheFirstWalk()) {
            outcome = new Differential(GoldilocksEngine::new).run(seed, Differential.traces(REQUIRED));
        }
        System.out.printf("goldilocks (cache from the first walk) vs oracle: seed %d, %d traces, %d accesses, %d racy%n",
                seed, outcome.traces(), outcome.accesses(), outcome.racy());
        assertNull(outcome.disagreement(), () -> outcome.disagreement().reproducer());
        Differential.assertEnough(outcome, REQUIRED);
    }

    /**
     * Tiny chunks and thresholds: a pass runs every few events, so records are advanced (their
     * sets computed by the backward sweep and stored explicitly) again and again before they are
     * checked. Three in ten traces use many distinct locks and volatiles. With every part referred
     * to, explicit sets refer to the sweep's logs (and carry earlier passes' parts over) even when
     * they are as small as these traces make them. With the cache from the first walk, advanced
     * records' walks are cached too (GThread.foundIn with an explicit set).
     */
    @ParameterizedTest(name = "chunk capacity {0}, min live {1}, factor {2}, forced before accesses {3}, every part referred to {4}, cache from the first walk {5}")
    @CsvSource({"1, 1, 1, false, false, false", "3, 4, 1, false, false, false", "1, 1, 1, true, false, false",
        "1, 1, 1, false, true, false", "3, 4, 1, true, true, false", "1, 1, 1, false, false, true",
        "3, 4, 1, true, true, true"})
    void goldilocksWithConstantReclamationAgreesWithTheOracle(int capacity, long minLive, int factor, boolean forced,
                    boolean allParts, boolean cacheAll) throws Exception {
        long seed = Differential.seed();
        CountingPasses engines = new CountingPasses(() -> GoldilocksForTests.reclaiming(capacity, minLive, factor), forced);
        Differential.Outcome outcome;
        try (var parts = allParts ? GoldilocksForTests.everyPartReferredTo() : null;
                        var cache = cacheAll ? GoldilocksForTests.cacheFromTheFirstWalk() : null) {
            outcome = new Differential(engines)
                    .run(seed, Differential.traces(REQUIRED_RECLAIMING), Differential::traceWithManySyncs);
        }
        long passes = engines.passes();
        System.out.printf("goldilocks (capacity %d, min live %d, factor %d, forced %s) vs oracle: seed %d, "
                + "%d traces, %d accesses, %d racy, %d replays, %.1f passes per replay%n", capacity, minLive,
                factor, forced, seed, outcome.traces(), outcome.accesses(), outcome.racy(), engines.created,
                (double) passes / engines.created);
        assertNull(outcome.disagreement(), () -> outcome.disagreement().reproducer());
        Differential.assertEnough(outcome, REQUIRED_RECLAIMING);
        assertTrue(passes >= 1.5 * engines.created, "passes per replay: " + (double) passes / engines.created);
        assertTrue(outcome.racy() > outcome.accesses() / 10 && outcome.racy() < outcome.accesses() * 9 / 10);
    }

    static List<Path> traces() {
        return GoldenTraces.wellFormed();
    }

    @ParameterizedTest
    @MethodSource("traces")
    void replaysTheExampleTraces(Path trace) {
        for (boolean fastPath : new boolean[] {false, true}) {
            String report = new Replayer(new GoldilocksEngine(), fastPath).replay(GoldenTraces.parse(trace)).report();
            assertEquals(GoldenTraces.expected(trace), report, trace + (fastPath ? " (fast path)" : ""));
        }
    }

    /** Makes the engines and sums the passes they ran (each engine's count is read when the next one is made). */
    private static final class CountingPasses implements Supplier<Engine> {
        private final Supplier<GoldilocksEngine> factory;
        private final boolean forced;
        private GoldilocksEngine last;
        private long passes;
        long created;

        CountingPasses(Supplier<GoldilocksEngine> factory, boolean forced) {
            this.factory = factory;
            this.forced = forced;
        }

        @Override
        public Engine get() {
            passes();
            created++;
            last = factory.get();
            return forced ? GoldilocksForTests.reclaimingBeforeEveryAccess(last) : last;
        }

        long passes() {
            if (last != null) {
                passes += GoldilocksForTests.passes(last);
                last = null;
            }
            return passes;
        }
    }
}
