package org.goldilocks.bench.engines;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.bench.support.BenchArgs;
import org.goldilocks.bench.support.MarkdownTable;
import org.goldilocks.bench.support.Reports;
import org.goldilocks.bench.support.RunLength;
import org.goldilocks.bench.support.Score;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * {@code bin/bench engines}: runs the three engine microbenchmarks for every engine and both
 * paths, prints the table and writes it as markdown.
 * Arguments: {@code [--quick] --out <file.md> [--engines none,goldilocks,fasttrack]}.
 */
public final class EngineBench {
    static final RunLength FULL = new RunLength("full", 2, 3, TimeValue.seconds(1), 4, TimeValue.seconds(1));
    static final RunLength QUICK = new RunLength("quick", 1, 1, TimeValue.milliseconds(200), 2, TimeValue.milliseconds(200));

    /** Benchmark method name, what the row says it measures. */
    private static final Map<String, String> WORKLOADS = Map.of(
                    "threadLocal", "(a) thread-local, private lock every 16 accesses",
                    "lockedShared", "(b) shared counter under a lock, 2 threads",
                    "readShared", "(c) read-shared, 2 threads, no sync");
    private static final List<String> ORDER = List.of("threadLocal", "lockedShared", "readShared");
    private static final List<String> PATHS = List.of(Reporter.DIRECT, Reporter.CAN_SKIP);

    private EngineBench() {
    }

    public static void main(String[] args) throws Exception {
        double loadAtStart = Reports.load();
        BenchArgs a = BenchArgs.parse(args);
        String command = a.get("command", "bin/bench " + String.join(" ", args));
        RunLength length = a.quick() ? QUICK : FULL;
        List<String> engines = a.list("engines", BenchEngines.NAMES);
        ChainedOptionsBuilder options = length.applyTo(new OptionsBuilder())
                        .include(ThreadLocalAccessBench.class.getName())
                        .include(LockedSharedAccessBench.class.getName())
                        .include(ReadSharedAccessBench.class.getName())
                        .param("engine", engines.toArray(new String[0]))
                        // fixed heap: the engines' own allocation should not resize it mid-run
                        .jvmArgs("-Xms2g", "-Xmx2g", "--sun-misc-unsafe-memory-access=allow")
                        .shouldFailOnError(true);
        Collection<RunResult> results = new Runner(options.build()).run();
        String md = report(results, engines, length, Reports.environment(command, loadAtStart));
        Reports.write(a.requirePath("out"), md);
    }

    static String report(Collection<RunResult> results, List<String> engines, RunLength length, String environment) {
        Map<String, Score> scores = new HashMap<>();
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark();
            String method = name.substring(name.lastIndexOf('.') + 1);
            scores.put(key(method, r.getParams().getParam("path"), r.getParams().getParam("engine")), Score.of(r));
        }
        List<String> header = new ArrayList<>(List.of("benchmark", "path"));
        for (String e : engines) {
            header.add(e + " (ns/event)");
        }
        MarkdownTable table = new MarkdownTable(header);
        for (String w : ORDER) {
            for (String p : PATHS) {
                List<String> row = new ArrayList<>(List.of(WORKLOADS.get(w), p));
                for (String e : engines) {
                    Score s = scores.get(key(w, p, e));
                    row.add(s == null ? "-" : s.format());
                }
                table.row(row);
            }
        }
        return "## Engine microbenchmarks\n\n" + environment + "\n" + length.describe()
                        + ". Average time per event (per thread for the 2-thread benchmarks), ± JMH's 99.9% error.\n\n"
                        + table.render();
    }

    private static String key(String method, String path, String engine) {
        return method + "/" + path + "/" + engine;
    }
}
