package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.goldilocks.corpus.memory.Samples;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Memory bounded by live state, through the real launcher in a small fixed heap (-Xmx256m): the
 * corpus programs of package {@code memory} run long under each engine and print the heap retained
 * after full collections as they go ({@code Samples}); after warm-up it must stay flat (the trend
 * over the samples grows by at most 10% of their mean). Thread churn (two short threads per
 * iteration, one shared
 * monitor), an executor whose idle threads time out and are replaced, and millions of objects shared
 * through a ConcurrentHashMap, strings interned and dropped (Espresso's intern table held them for
 * good: docs/design.md, "Modules"): what terminated threads and dropped objects leave behind must be
 * reclaimed (docs/engine.md, "Thread churn"). The suite runs scaled-down sizes; {@code bin/test
 * --long} runs the full ones, the executor too, with detection off as well for the time ratios
 * (docs/results.md, "Memory").
 */
@Tag("scaled")
class VmMemoryTest {
    static final boolean LONG = Boolean.getBoolean("goldilocks.long");
    private static final int SAMPLES = 16;
    /** Samples dropped as warm-up: the JIT (slower to settle on a loaded machine), Espresso's caches, the first passes. */
    private static final int WARM_UP = 8;
    private static final double FLAT = 0.10;

    /** Program, its size (suite, long), configuration. */
    static Stream<Arguments> runs() {
        List<String> configurations = new ArrayList<>(List.of("--engine=goldilocks", "--engine=fasttrack"));
        if (LONG) {
            configurations.add("--race=off");
        }
        record Program(String name, long size, long longSize) {
        }
        // Thread churn's retained heap rises for about its first 20,000 threads, then stays flat to
        // 200,000 (docs/results.md, "Thread churn"): the scaled run's 8 samples after warm-up are
        // its last 24,000 threads, past that rise.
        List<Program> programs = new ArrayList<>(List.of(new Program("ThreadChurn", 24_000, 100_000),
                        new Program("InternedStrings", 300_000, 4_000_000)));
        if (LONG) {
            // The executor's heap rises for the first ~4,000 rounds under every configuration
            // (--race=off too: the VM's compilations settle), longer than a scaled run could warm
            // up; the shared objects' samples under Goldilocks vary with how far the reclamation
            // thread got, by more than 10% on a loaded machine over a scaled run.
            programs.add(new Program("ExecutorChurn", 0, 20_000));
            programs.add(new Program("SharedObjects", 0, 16_000_000));
        }
        return programs.stream().flatMap(p -> configurations.stream()
                        .map(c -> Arguments.of(p.name(), LONG ? p.longSize() : p.size(), c)));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("runs")
    void retainedHeapStaysFlat(String program, long size, String configuration) throws Exception {
        Launcher.Result r = Launcher.runScaled(List.of(configuration, "-Xmx256m", "-cp", Launcher.CORPUS_CLASSES.toString(),
                        "org.goldilocks.corpus.memory." + program, String.valueOf(size), String.valueOf(size / SAMPLES)), 600);
        assertEquals(0, r.exitCode(), () -> "exit status; stdout:\n" + r.stdout() + "\nstderr:\n" + r.stderr());
        assertEquals(List.of(), r.stderrLines(), "a race-free program: nothing on stderr");
        List<Long> retained = new ArrayList<>();
        String done = null;
        for (String line : r.stdout().lines().toList()) {
            String[] f = line.split(" ");
            if (f[0].equals("MEMORY-SAMPLE")) {
                retained.add(Long.parseLong(f[2]));
            } else if (f[0].equals("MEMORY-DONE")) {
                done = line;
            }
        }
        System.out.printf("memory %s %s: %s; retained MB per sample %s%n", program, configuration, done,
                        retained.stream().map(b -> String.valueOf(b >> 20)).toList());
        assertNotNull(done, r.stdout());
        assertEquals(SAMPLES, retained.size(), r.stdout());
        List<Long> steady = retained.subList(WARM_UP, SAMPLES);
        double growth = Samples.trendGrowth(steady);
        double mean = steady.stream().mapToLong(Long::longValue).average().orElseThrow();
        assertTrue(growth <= FLAT * mean, String.format("%s %s: the retained heap's trend grew by %.1f MB (more than %.0f%%"
                        + " of its mean, %.1f MB) over the run: %s", program, configuration, growth / (1 << 20), FLAT * 100,
                        mean / (1 << 20), retained));
    }

    /**
     * Classes of dropped class loaders are unloaded under each engine as under {@code --race=off}:
     * no detector table keyed by methods, fields or classes keeps them (and all they reach) alive.
     * {@code ClassUnloading} loads a class afresh 20 times, makes checked accesses in it from two
     * threads, drops the loader and counts the loaders collected; the engine must collect at least
     * as many as the VM without detection, which keeps a few itself.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"--engine=goldilocks", "--engine=fasttrack", "--engine=hybrid"})
    void droppedClassLoadersAreCollected(String configuration) throws Exception {
        if (unloadedWithoutDetection == null) {
            unloadedWithoutDetection = unloaded("--race=off"); // once for the three engines
        }
        int off = unloadedWithoutDetection;
        assertTrue(off > 0, "without detection the VM collects dropped class loaders");
        int on = unloaded(configuration);
        assertTrue(on >= off, configuration + ": " + on + " of 20 dropped class loaders collected, " + off + " with --race=off");
    }

    private static Integer unloadedWithoutDetection;

    private static int unloaded(String configuration) throws Exception {
        Launcher.Result r = Launcher.runStartupBound(List.of(configuration, "-Xmx256m", "-cp", Launcher.CORPUS_CLASSES.toString(),
                        "org.goldilocks.corpus.memory.ClassUnloading", "20"), 600);
        assertEquals(0, r.exitCode(), () -> "exit status; stdout:\n" + r.stdout() + "\nstderr:\n" + r.stderr());
        String line = r.stdout().lines().filter(l -> l.startsWith("UNLOADED ")).findFirst().orElseThrow(() -> new AssertionError(r.stdout()));
        System.out.println("class unloading " + configuration + ": " + line);
        return Integer.parseInt(line.split(" ")[1]);
    }
}
