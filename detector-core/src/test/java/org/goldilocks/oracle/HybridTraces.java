package org.goldilocks.oracle;

import java.util.List;
import java.util.Random;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.hybrid.HybridConfig;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;

/**
 * Random traces for the hybrid engine's differential tests, and engines whose lock bound is the
 * largest lockset of the trace being replayed (the bound simple mode would observe, sec. 5.4).
 */
public final class HybridTraces {
    /** The largest lockset of the trace last generated on this thread: the bound the engines of {@link #engines} assume. */
    private static final ThreadLocal<Integer> BOUND = ThreadLocal.withInitial(() -> 0);

    private HybridTraces() {
    }

    /**
     * Trace i of a seed: one in ten large with every hybrid event, three in ten with many locks
     * taken in turn (the oversized-lockset check's shape), two in ten small without hybrid events,
     * the rest small with every hybrid event.
     */
    public static List<TraceEvent> trace(long seed, long i) {
        Random random = new Random(seed * 0x9E3779B97F4A7C15L + i);
        int kind = (int) (i % 10);
        List<TraceEvent> trace;
        if (kind == 9) {
            trace = RandomTraceGenerator.generate(random, RandomTraceGenerator.Size.LARGE, RandomTraceGenerator.Mix.HYBRID);
        } else if (kind == 1 || kind == 4 || kind == 7) {
            trace = RandomTraceGenerator.generate(random, RandomTraceGenerator.Size.MANY_SYNCS, RandomTraceGenerator.Mix.LOCKS_IN_TURN);
        } else if (kind == 0 || kind == 5) {
            trace = RandomTraceGenerator.generate(random, RandomTraceGenerator.Size.SMALL);
        } else {
            trace = RandomTraceGenerator.generate(random, RandomTraceGenerator.Size.SMALL, RandomTraceGenerator.Mix.HYBRID);
        }
        BOUND.set(maxLocksHeld(trace));
        return trace;
    }

    /** Hybrid engines in detailed mode with these optimizations, the bound being the current trace's largest lockset. */
    public static java.util.function.Supplier<Engine> engines(HybridConfig.Optimizations opts) {
        return () -> new HybridEngine(HybridConfig.DEFAULT.withOptimizations(opts).withMaxLocks(BOUND.get()));
    }

    /** Detailed mode, all redundancy checks, without the limited happens-before ({@code --hybrid-hb=off}). */
    public static java.util.function.Supplier<Engine> enginesWithoutHappensBefore() {
        return () -> new HybridEngine(HybridConfig.DEFAULT.withHappensBefore(false).withMaxLocks(BOUND.get()));
    }

    /** The most lock tokens (monitors, j-locks per mode) any thread holds at once in the trace. */
    public static int maxLocksHeld(List<TraceEvent> trace) {
        java.util.Map<String, java.util.Map<String, Integer>> held = new java.util.HashMap<>();
        int max = 0;
        for (TraceEvent e : trace) {
            java.util.Map<String, Integer> h = held.computeIfAbsent(e.thread(), t -> new java.util.HashMap<>());
            String token = switch (e.op()) {
                case ACQ, REL, WAIT, WAITED, WOKE -> "m:" + e.argument();
                case LACQ, LREL -> "x:" + e.argument();
                case RACQ, RREL -> "s:" + e.argument();
                default -> null;
            };
            if (token == null) {
                continue;
            }
            if (e.op() == Op.ACQ || e.op() == Op.LACQ || e.op() == Op.RACQ) {
                h.merge(token, 1, Integer::sum);
            } else if (e.op() == Op.WAIT) {
                h.remove(token);
            } else if (e.op() == Op.WAITED || e.op() == Op.WOKE) {
                h.put(token, 1);
            } else if (h.merge(token, -1, Integer::sum) == 0) {
                h.remove(token);
            }
            max = Math.max(max, h.size());
        }
        return max;
    }
}
