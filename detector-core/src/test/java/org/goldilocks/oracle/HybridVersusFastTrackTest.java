package org.goldilocks.oracle;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.trace.AccessVerdict;
import org.goldilocks.trace.Op;
import org.goldilocks.trace.Replayer;
import org.goldilocks.trace.TraceEvent;
import org.goldilocks.trace.TraceParser;
import org.junit.jupiter.api.Test;

/**
 * Sec. 3.5: every variable a happens-before detector (FastTrack) reports, detailed mode reports.
 * A happens-before race has no common lock (a lock held by both would order them) and is unordered
 * by happens-before, so by the limited order, whose messages (fork, join, notify to the waits it
 * ends, channels, class initialization) are all happens-before edges too. The converse fails
 * (Figure 4), and the runs here must show that as well.
 */
class HybridVersusFastTrackTest {
    static final int TRACES = 100_000;

    /** Traces synchronized only by start, join and wait/notify (the monitors wait and notify need, no volatiles). */
    @Test
    void onStartJoinWaitNotifyTracesFastTrackVariablesAreReported() {
        long seed = Differential.seed();
        RandomTraceGenerator.Mix waitNotifyOnly = new RandomTraceGenerator.Mix(0, 0, 0, true, false);
        int[] stats = compare(seed, Differential.traces(TRACES), i -> {
            List<TraceEvent> t = RandomTraceGenerator.generate(new Random(seed * 31 + i),
                    i % 10 == 9 ? RandomTraceGenerator.Size.LARGE : RandomTraceGenerator.Size.SMALL, waitNotifyOnly);
            return t.stream().filter(e -> e.op() != Op.VRD && e.op() != Op.VWR).toList();
        });
        assertTrue(stats[1] > 0 && stats[2] > 0, "waits must end by notification in some traces, and hybrid must report more in some");
    }

    /** Every kind of trace: the hybrid's messages are happens-before edges in all of them. */
    @Test
    void onAllRandomTracesFastTrackVariablesAreReported() {
        long seed = Differential.seed() + 1;
        int[] stats = compare(seed, Differential.traces(TRACES), i -> HybridTraces.trace(seed, i));
        assertTrue(stats[2] > stats[0] / 100, "hybrid reports more than FastTrack in some traces (Figure 4)");
    }

    /** Returns {traces, traces with a notified wait, traces where hybrid reported a variable FastTrack did not}. */
    private static int[] compare(long seed, int count, java.util.function.LongFunction<List<TraceEvent>> traces) {
        int notified = 0;
        int more = 0;
        for (int i = 0; i < count; i++) {
            List<TraceEvent> trace = Shrinker.renumber(traces.apply(i));
            Set<String> fastTrack = reported(new FastTrackEngine(), trace);
            Set<String> hybrid = reported(new HybridEngine(), trace);
            if (!hybrid.containsAll(fastTrack)) {
                fail("trace " + i + " of seed " + seed + ": FastTrack reports " + fastTrack + ", hybrid " + hybrid + "\n"
                        + TraceParser.render(trace));
            }
            notified += trace.stream().anyMatch(e -> e.op() == Op.WAITED) ? 1 : 0;
            more += hybrid.size() > fastTrack.size() ? 1 : 0;
        }
        System.out.printf("FastTrack vs hybrid, seed %d: %d traces, %d with a notified wait, %d where hybrid reports more%n",
                seed, count, notified, more);
        Differential.assertEnough(new Differential.Outcome(count, 0, 0, null), TRACES);
        return new int[] {count, notified, more};
    }

    private static Set<String> reported(Engine engine, List<TraceEvent> trace) {
        Set<String> variables = new TreeSet<>();
        for (AccessVerdict v : new Replayer(engine).replay(trace).accesses()) {
            if (v.racy()) {
                variables.add(v.event().argument());
            }
        }
        return variables;
    }
}
