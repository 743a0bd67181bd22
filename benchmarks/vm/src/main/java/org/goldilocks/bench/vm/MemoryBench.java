package org.goldilocks.bench.vm;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.goldilocks.bench.support.Reports;

/**
 * {@code bin/bench memory}: what a kept guest object costs in host heap under each configuration.
 * Not JMH (JMH times; this weighs): each (mode, configuration) is one fresh host JVM running
 * {@link RetainedHeapProbe} with the configuration's flags, as a JMH fork would get them.
 * Arguments: {@code [--quick] --out <file.md> --dist <dir> --unpatched <espresso jar> --workloads <jar>
 * [--configs unpatched,race-off,goldilocks[,...]]}.
 */
public final class MemoryBench {
    private static final int OBJECTS = 1_000_000;
    private static final int QUICK_OBJECTS = 100_000;
    private static final int ROUNDS = 5;
    private static final int QUICK_ROUNDS = 1;
    private static final String HEAP = "-Xmx3g";
    private static final long TIMEOUT_MINUTES = 30;
    private static final Map<String, String> MODES = new LinkedHashMap<>();
    static {
        MODES.put("confined", "kept, touched by one thread only");
        MODES.put("shared", "kept, then read by two other threads (race free)");
    }

    private MemoryBench() {
    }

    public static void main(String[] args) throws Exception {
        VmSuiteArgs.main(args, MemoryBench::run);
    }

    private static void run(VmSuiteArgs a) throws Exception {
        int objects = a.args().quick() ? QUICK_OBJECTS : OBJECTS;
        int rounds = a.args().quick() ? QUICK_ROUNDS : ROUNDS;
        ConfigTable<Double> bytes = new ConfigTable<>(a.configs());
        for (String mode : MODES.keySet()) {
            for (VmConfig config : a.configs()) {
                System.out.println("\n### " + mode + " under " + config.label);
                double b = probe(a, config, mode, objects, rounds);
                bytes.put(MODES.get(mode), config, b);
            }
        }
        Reports.write(a.out(), report(bytes, objects, rounds, a.environment()));
    }

    /** One fresh host JVM; its last RESULT line. */
    private static double probe(VmSuiteArgs a, VmConfig config, String mode, int objects, int rounds) throws IOException, InterruptedException {
        List<String> cmd = a.javaCommand(config, List.of(HEAP), RetainedHeapProbe.class.getName(),
                        List.of(config.label, mode, Integer.toString(objects), Integer.toString(rounds)));
        ChildRun run = ChildRun.run(cmd, RetainedHeapProbe.RESULT, TIMEOUT_MINUTES);
        if (!run.succeeded()) {
            throw new IllegalStateException(mode + " under " + config.label + ": the probe failed: " + run.failure());
        }
        return Double.parseDouble(run.results().get(run.results().size() - 1));
    }

    static String report(ConfigTable<Double> bytes, int objects, int rounds, String environment) {
        return "## Retained memory\n\n" + environment + "\n" + String.format(Locale.ROOT,
                        "%,d guest objects (two int fields and a reference) kept in one array; host heap in use after a full"
                                        + " collection with them minus without them, per object (array slot included), median of %d"
                                        + " round(s) in one VM; one host JVM per row and configuration, %s.",
                        objects, rounds, HEAP)
                        + "\n\n" + bytes.render("bytes/object", b -> String.format(Locale.ROOT, "%.1f", b),
                                        (b, base) -> String.format(Locale.ROOT, "%.2fx", b / base));
    }
}
