package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.hybrid.HybridConfig;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.engine.hybrid.HybridForTests;
import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/**
 * The hybrid differential harness notices a wrong engine: detailed mode with one rule broken on
 * purpose is caught within a few thousand traces, and the reproducer shrinks to a handful of events
 * that still show the cause.
 */
class HybridHarnessCatchesBrokenRulesTest {
    private static final int BUDGET = 5_000;

    /** Sec. 5.2's timestamp condition dropped: the reproducer needs a message between the two accesses. */
    @Test
    void catchesTheSubsetCheckWithoutItsTimestampCondition() {
        Differential.Disagreement d = firstDisagreement(
                () -> HybridForTests.subsetSkipIgnoringTimestamps(new HybridEngine(HybridConfig.DEFAULT.withOptimizations(HybridConfig.Optimizations.NONE))));
        assertTrue(containsMessage(d.trace()), d::reproducer);
    }

    @Test
    void catchesTheSubsetCheckWithKindsConfused() {
        Differential.Disagreement d = firstDisagreement(
                () -> HybridForTests.subsetSkipIgnoringKinds(new HybridEngine(HybridConfig.DEFAULT.withOptimizations(HybridConfig.Optimizations.NONE))));
        assertTrue(d.trace().stream().anyMatch(e -> e.op() == Op.RD) && d.trace().stream().anyMatch(e -> e.op() == Op.WR), d::reproducer);
    }

    /** Figure 4: a lock's release and acquire must not order accesses. */
    @Test
    void catchesLocksTakenAsMessages() {
        Differential.Disagreement d = firstDisagreement(() -> HybridForTests.locksAsMessages(new HybridEngine()));
        assertTrue(d.trace().stream().anyMatch(e -> e.op() == Op.ACQ), d::reproducer);
    }

    private static boolean containsMessage(List<TraceEvent> trace) {
        return trace.stream().anyMatch(e -> switch (e.op()) {
            case FORK, SEND, NOTIFY, NOTIFYALL, INITDONE -> true;
            default -> false;
        });
    }

    private static Differential.Disagreement firstDisagreement(Supplier<Engine> engines) {
        Differential.Outcome outcome = new Differential(engines, PotentialRaceOracle::reportedAccesses, "the potential-race checker")
                .run(Differential.seed(), BUDGET, HybridTraces::trace);
        assertNotNull(outcome.disagreement(), "no disagreement in " + BUDGET + " traces");
        Differential.Disagreement d = outcome.disagreement();
        System.out.println(d.reproducer());
        assertTrue(d.trace().size() <= 10, d::reproducer);
        return d;
    }
}
