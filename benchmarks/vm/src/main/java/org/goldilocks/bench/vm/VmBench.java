package org.goldilocks.bench.vm;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.bench.support.Reports;
import org.goldilocks.bench.support.RunLength;
import org.goldilocks.bench.support.Score;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * {@code bin/bench vm}: every guest workload under every configuration, one JMH fork each, then
 * the ratio table. A fork's host flags depend on its configuration (which Espresso jar, which race
 * properties), so each (workload, configuration) is its own JMH run with its own JVM arguments;
 * the configurations of one workload run back to back so that their ratios share the machine's
 * conditions as closely as possible.
 * Arguments: {@code [--quick] --out <file.md> --dist <dir> --unpatched <espresso jar> --workloads <jar>
 * [--configs unpatched,race-off,goldilocks[,fasttrack]] [--only threadLocalFieldLoop,...]}.
 */
public final class VmBench {
    /** Long warmup: on a loaded 2-core machine Truffle needed up to ~30 s to settle with race detection on. */
    static final RunLength FULL = new RunLength("full", 1, 20, TimeValue.seconds(2), 8, TimeValue.seconds(2));
    static final RunLength QUICK = new RunLength("quick", 1, 3, TimeValue.seconds(1), 2, TimeValue.seconds(1));

    /** Benchmark method, what one op is. */
    private static final Map<String, String> WORKLOADS = new LinkedHashMap<>();
    static {
        WORKLOADS.put("threadLocalFieldLoop", "thread-local field loop, new objects per call (op = 1 iteration: 2 field reads, 2 writes)");
        WORKLOADS.put("threadLocalLongLivedLoop", "thread-local field loop, long-lived objects (op = 1 iteration, as above)");
        WORKLOADS.put("sharedCounter", "synchronized shared counter, 2 threads (op = 1 increment)");
        WORKLOADS.put("volatileHandoff", "volatile-flag handoff, 2 threads (op = 1 value handed over and acknowledged)");
        WORKLOADS.put("allocateAndLink", "new objects linked into a list and stored into an array, 1 thread (op = 1 object: allocated, 2 reference stores, walked)");
    }

    private VmBench() {
    }

    public static void main(String[] args) throws Exception {
        VmSuiteArgs.main(args, VmBench::run);
    }

    private static void run(VmSuiteArgs a) throws Exception {
        RunLength length = a.args().quick() ? QUICK : FULL;
        List<VmConfig> configs = a.configs();
        List<String> only = a.args().list("only", new ArrayList<>(WORKLOADS.keySet()));

        ConfigTable<Score> scores = new ConfigTable<>(configs);
        for (String workload : only) {
            if (!WORKLOADS.containsKey(workload)) {
                throw new IllegalArgumentException("unknown workload " + workload + ", expected one of " + WORKLOADS.keySet());
            }
            for (VmConfig config : configs) {
                System.out.println("\n### " + workload + " under " + config.label);
                var options = length.applyTo(new OptionsBuilder())
                                .include(GuestWorkloadBench.class.getName() + "\\." + workload + "$")
                                .param("config", config.label)
                                .jvmArgs(a.jvmArgs(config).toArray(new String[0]))
                                .shouldFailOnError(true)
                                .build();
                RunResult result = single(new Runner(options).run());
                scores.put(WORKLOADS.get(workload), config, Score.of(result));
            }
        }
        Reports.write(a.out(), report(scores, length, a.environment()));
    }

    static String report(ConfigTable<Score> scores, RunLength length, String environment) {
        return "## Whole-VM workloads\n\n" + environment + "\n" + length.describe()
                        + ". Guest code on Espresso 25.0.2, Graal JIT on; average time per op, ± JMH's 99.9% error;"
                        + " ratios are of the averages.\n\n" + scores.render("ns/op", Score::format, Score::ratioTo);
    }

    private static RunResult single(Collection<RunResult> results) {
        if (results.size() != 1) {
            throw new IllegalStateException("expected one result, got " + results.size());
        }
        return results.iterator().next();
    }

    /** A path the runner needs: bad input is one line (main), not a failure deep in a fork. */
}
