package org.goldilocks.oracle;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;

import org.goldilocks.engine.Engine;
import org.goldilocks.trace.AccessVerdict;
import org.goldilocks.trace.ReplayException;
import org.goldilocks.trace.ReplayResult;
import org.goldilocks.trace.Replayer;
import org.goldilocks.trace.TraceEvent;
import org.goldilocks.trace.TraceParser;
import org.goldilocks.trace.TraceValidator;

/**
 * Differential testing of an engine against {@link HappensBeforeOracle} (or another oracle): random traces, replayed
 * through the engine (plain, and with the runtime's {@code canSkip} fast path), the verdict on
 * every access compared. The first disagreement is shrunk into a small reproducer.
 */
public final class Differential {
    /** System property: the base seed (default {@link #DEFAULT_SEED}). */
    public static final String SEED_PROPERTY = "goldilocks.seed";
    /** System property: how many traces (default given by each test). */
    public static final String TRACES_PROPERTY = "goldilocks.traces";
    /** System property: true allows fewer traces than a test requires (quick local runs only). */
    public static final String QUICK_PROPERTY = "goldilocks.quick";
    public static final long DEFAULT_SEED = 20090615L; // PLDI 2009

    private final Supplier<Engine> engines;
    private final Function<List<TraceEvent>, boolean[]> oracle;
    private final String oracleName;

    /** Against {@link HappensBeforeOracle} (race-aware happens-before engines). */
    public Differential(Supplier<Engine> engines) {
        this(engines, HappensBeforeOracle::racyAccesses, "the happens-before oracle");
    }

    /** Against another reference: {@code oracle} gives the expected verdict on every access of a trace. */
    public Differential(Supplier<Engine> engines, Function<List<TraceEvent>, boolean[]> oracle, String oracleName) {
        this.engines = engines;
        this.oracle = oracle;
        this.oracleName = oracleName;
    }

    public static long seed() {
        return Long.getLong(SEED_PROPERTY, DEFAULT_SEED);
    }

    public static int traces(int byDefault) {
        return Integer.getInteger(TRACES_PROPERTY, byDefault);
    }

    /**
     * Fails unless a run replayed at least {@code required} traces: -D{@value #TRACES_PROPERTY}
     * may raise the count but lowers it below what the test requires only together with
     * -D{@value #QUICK_PROPERTY}=true, so a build setting cannot silently weaken the check.
     */
    public static void assertEnough(Outcome outcome, int required) {
        if (outcome.traces() < required && !Boolean.getBoolean(QUICK_PROPERTY)) {
            throw new AssertionError("only " + outcome.traces() + " traces replayed, " + required
                    + " required (-D" + QUICK_PROPERTY + "=true for a quick run with fewer)");
        }
    }

    /** Which traces a run replays: number {@code i} of a base seed, reproducible one at a time. */
    @FunctionalInterface
    public interface TraceSource {
        List<TraceEvent> trace(long seed, long i);
    }

    /** The default traces: one in ten is large, the others small. */
    public static List<TraceEvent> trace(long seed, long i) {
        RandomTraceGenerator.Size size = i % 10 == 9 ? RandomTraceGenerator.Size.LARGE : RandomTraceGenerator.Size.SMALL;
        return RandomTraceGenerator.generate(random(seed, i), size);
    }

    /** As {@link #trace}, but three in ten use many distinct locks and volatiles. */
    public static List<TraceEvent> traceWithManySyncs(long seed, long i) {
        return i % 10 % 3 == 1
                ? RandomTraceGenerator.generate(random(seed, i), RandomTraceGenerator.Size.MANY_SYNCS)
                : trace(seed, i);
    }

    private static Random random(long seed, long i) {
        return new Random(seed * 0x9E3779B97F4A7C15L + i);
    }

    /** Statistics of a run, and the first disagreement found (then the run stopped there). */
    public record Outcome(int traces, long accesses, long racy, Disagreement disagreement) {
    }

    /** Runs the default traces 0..count-1 of the seed; stops at the first disagreement. */
    public Outcome run(long seed, int count) {
        return run(seed, count, Differential::trace);
    }

    /** Runs traces 0..count-1 of the seed from {@code source}; stops at the first disagreement. */
    public Outcome run(long seed, int count, TraceSource source) {
        long accesses = 0;
        long racy = 0;
        for (int i = 0; i < count; i++) {
            List<TraceEvent> trace = source.trace(seed, i);
            if (!TraceValidator.isWellFormed(trace)) {
                throw new AssertionError("the generator made a malformed trace:\n" + TraceParser.render(trace));
            }
            boolean[] expected = oracle.apply(trace);
            for (boolean fastPath : new boolean[] {false, true}) {
                if (!agrees(trace, fastPath)) {
                    return new Outcome(i + 1, accesses, racy, disagreement(trace, fastPath, seed, i));
                }
            }
            accesses += expected.length;
            for (boolean r : expected) {
                racy += r ? 1 : 0;
            }
        }
        return new Outcome(count, accesses, racy, null);
    }

    /** Whether the engine's verdicts equal the oracle's on every access (an engine exception disagrees). */
    public boolean agrees(List<TraceEvent> trace, boolean fastPath) {
        boolean[] got = verdicts(trace, fastPath);
        return got != null && Arrays.equals(got, oracle.apply(trace));
    }

    /** The engine's verdicts, one per access, or null if it threw. */
    public boolean[] verdicts(List<TraceEvent> trace, boolean fastPath) {
        ReplayResult result;
        try {
            result = new Replayer(engines.get(), fastPath).replay(trace);
        } catch (ReplayException e) {
            return null;
        }
        List<AccessVerdict> accesses = result.accesses();
        boolean[] racy = new boolean[accesses.size()];
        for (int k = 0; k < racy.length; k++) {
            racy[k] = accesses.get(k).racy();
        }
        return racy;
    }

    private Disagreement disagreement(List<TraceEvent> trace, boolean fastPath, long seed, long index) {
        List<TraceEvent> shrunk = Shrinker.shrink(trace, candidate -> !agrees(candidate, fastPath));
        String engineName = engines.get().name();
        String failure = null;
        try {
            new Replayer(engines.get(), fastPath).replay(shrunk);
        } catch (ReplayException e) {
            failure = e.getMessage();
        }
        return new Disagreement(engineName, oracleName, seed, index, fastPath, trace.size(), shrunk,
                oracle.apply(shrunk), verdicts(shrunk, fastPath), failure);
    }

    /** A shrunk trace on which the engine and the oracle disagree, printable as a trace file. */
    public record Disagreement(String engine, String oracleName, long seed, long index, boolean fastPath, int originalSize,
            List<TraceEvent> trace, boolean[] oracle, boolean[] got, String failure) {

        public String reproducer() {
            StringBuilder s = new StringBuilder();
            s.append("# ").append(engine).append(" disagrees with ").append(oracleName)
                    .append(fastPath ? " (replayed with the canSkip fast path)" : "").append('\n');
            s.append("# generated trace ").append(index).append(" of seed ").append(seed)
                    .append(" (-D").append(SEED_PROPERTY).append('=').append(seed).append("), shrunk from ")
                    .append(originalSize).append(" to ").append(trace.size()).append(" events\n");
            if (failure != null) {
                s.append("# engine failed: ").append(failure).append('\n');
            }
            String[] lines = TraceParser.render(trace).split("\n");
            int access = 0;
            for (int i = 0; i < trace.size(); i++) {
                s.append(lines[i]);
                if (trace.get(i).op().isAccess()) {
                    boolean want = oracle[access];
                    String note = got == null ? "" : got[access] == want ? "" : "   # <-- " + engine + ": " + word(got[access]);
                    s.append("   # oracle: ").append(word(want)).append(note);
                    access++;
                }
                s.append('\n');
            }
            return s.toString();
        }

        private static String word(boolean racy) {
            return racy ? "race" : "no race";
        }
    }
}
