package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.engine.goldilocks.GoldilocksEngine;
import org.goldilocks.engine.goldilocks.GoldilocksForTests;
import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/**
 * The differential harness is only worth its agreement if it notices a wrong engine: here FastTrack
 * wrapped so that it misses one kind of event, and Goldilocks with one of its own rules broken
 * (a short-circuit, the read/write split, the eagerly evaluated sets of reclamation), must be
 * caught within a few thousand traces, and the reproducer must shrink to a handful of events that
 * still show the cause.
 */
class HarnessCatchesBrokenRulesTest {
    private static final int BUDGET = 5_000;

    @Test
    void catchesAnEngineThatIgnoresVolatileReads() {
        Differential.Disagreement d = firstDisagreement(() -> new DelegatingEngine(new FastTrackEngine()) {
            @Override
            public void volatileRead(ThreadState thread, SyncVar variable) {
            }
        });
        assertTrue(contains(d.trace(), Op.VRD), d::reproducer);
    }

    @Test
    void catchesAnEngineThatIgnoresJoins() {
        Differential.Disagreement d = firstDisagreement(() -> new DelegatingEngine(new FastTrackEngine()) {
            @Override
            public void join(ThreadState joiner, ThreadState joined) {
            }
        });
        assertTrue(contains(d.trace(), Op.JOIN), d::reproducer);
    }

    /** A miss rather than a false alarm: reads are never checked. */
    @Test
    void catchesAnEngineThatNeverReportsReads() {
        Differential.Disagreement d = firstDisagreement(() -> new DelegatingEngine(new FastTrackEngine()) {
            @Override
            public Race read(ThreadState thread, Variable variable, Object site) {
                delegate.commit(thread, variable, org.goldilocks.engine.AccessKind.READ, site);
                return null;
            }
        });
        assertTrue(d.trace().size() <= 4, d::reproducer); // fork, write, read
    }

    /** The redundant-sink short-circuit (GSync.covered) wrongly taken after a plain volatile write. */
    @Test
    void catchesGoldilocksWithAWrongRedundantSinkShortCircuit() {
        Differential.Disagreement d = firstDisagreement(
                () -> GoldilocksForTests.volatileWriteCoversWriter(new GoldilocksEngine()));
        assertTrue(contains(d.trace(), Op.VWR) && contains(d.trace(), Op.VRD), d::reproducer);
    }

    /** Without the read/write split's read records, a write misses its races with earlier reads. */
    @Test
    void catchesGoldilocksThatDoesNotRecordReads() {
        Differential.Disagreement d = firstDisagreement(
                () -> GoldilocksForTests.readsNotRecorded(new GoldilocksEngine()));
        assertTrue(contains(d.trace(), Op.RD) && contains(d.trace(), Op.WR), d::reproducer);
    }

    /**
     * Partially eager evaluation whose result is lost: only visible when passes run, so it must
     * be caught by the run with constant reclamation, and not by the default engine's run.
     */
    @Test
    void catchesGoldilocksThatLosesTheEagerlyEvaluatedSets() {
        Supplier<Engine> broken = () -> GoldilocksForTests.explicitSetsIgnored(GoldilocksForTests.reclaiming(1, 1, 1));
        Differential.Outcome outcome = new Differential(broken)
                .run(Differential.seed(), BUDGET, Differential::traceWithManySyncs);
        Differential.Disagreement d = check(outcome);
        assertTrue(contains(d.trace(), Op.ACQ) || contains(d.trace(), Op.VWR) || contains(d.trace(), Op.FORK),
                d::reproducer);
        assertNull(new Differential(() -> GoldilocksForTests.explicitSetsIgnored(new GoldilocksEngine()))
                .run(Differential.seed(), BUDGET, Differential::traceWithManySyncs).disagreement(),
                "without passes there are no explicit sets to lose");
    }

    @Test
    void reproducerIsAValidTraceThatReplaysToTheDisagreement() throws Exception {
        Supplier<Engine> broken = () -> new DelegatingEngine(new FastTrackEngine()) {
            @Override
            public void release(ThreadState thread, SyncVar lock) {
            }
        };
        Differential.Disagreement d = firstDisagreement(broken);
        List<TraceEvent> reparsed = Shrinker.renumber(org.goldilocks.trace.TraceParser.parse(d.reproducer()));
        assertEquals(d.trace(), reparsed); // comments aside
        assertFalse(new Differential(broken).agrees(reparsed, d.fastPath()));
        assertTrue(new Differential(FastTrackEngine::new).agrees(reparsed, false));
    }

    private static Differential.Disagreement firstDisagreement(Supplier<Engine> engines) {
        return check(new Differential(engines).run(Differential.seed(), BUDGET));
    }

    private static Differential.Disagreement check(Differential.Outcome outcome) {
        assertNotNull(outcome.disagreement(), "no disagreement in " + BUDGET + " traces");
        Differential.Disagreement d = outcome.disagreement();
        System.out.println(d.reproducer());
        assertTrue(d.trace().size() <= 8, d::reproducer);
        return d;
    }

    private static boolean contains(List<TraceEvent> trace, Op op) {
        return trace.stream().anyMatch(e -> e.op() == op);
    }
}
