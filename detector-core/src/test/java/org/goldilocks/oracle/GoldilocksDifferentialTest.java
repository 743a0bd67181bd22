package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.goldilocks.engine.goldilocks.GoldilocksEngine;
import org.goldilocks.trace.GoldenTraces;
import org.goldilocks.trace.Replayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Goldilocks against the happens-before oracle on 100,000 random traces (-Dgoldilocks.seed, -Dgoldilocks.traces). */
class GoldilocksDifferentialTest {
    @Test
    void goldilocksAgreesWithTheOracleOnEveryAccess() {
        long seed = Differential.seed();
        Differential.Outcome outcome = new Differential(GoldilocksEngine::new).run(seed, Differential.traces(100_000));
        System.out.printf("goldilocks vs oracle: seed %d, %d traces, %d accesses, %d racy%n",
                seed, outcome.traces(), outcome.accesses(), outcome.racy());
        assertNull(outcome.disagreement(), () -> outcome.disagreement().reproducer());
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
}
