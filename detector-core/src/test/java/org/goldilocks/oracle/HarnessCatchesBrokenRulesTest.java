package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/**
 * The differential harness is only worth its agreement if it notices a wrong engine: here FastTrack
 * wrapped so that it misses one kind of event must be caught within a few thousand traces, and the
 * reproducer must shrink to a handful of events that still show the dropped event.
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
        Differential.Outcome outcome = new Differential(engines).run(Differential.seed(), BUDGET);
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
