package org.goldilocks.hw.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.goldilocks.hw.HwConfig;
import org.goldilocks.hw.HwModel;
import org.goldilocks.hw.HwOptions;
import org.goldilocks.hw.accuracy.AccuracyReport;
import org.goldilocks.hw.accuracy.ReportWriter;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Drives the whole model from a trace file: the simulated heap, collector and scheduler, the six
 * detectors, the cost estimate. Prints Table 3's row block and the overhead; {@code --hw-report}
 * writes the JSON report. Bad options or a malformed trace: one line on stderr, exit status 2.
 */
@Command(name = "hw-model", description = "Runs an event trace through the simulated LARDISH machine (docs/hw-model.md).")
public final class Main implements Callable<Integer> {
    @Option(names = HwOptions.HEAP, paramLabel = "<n>[k|m|g]", description = "simulated heap size (default " + HwOptions.DEFAULT_HEAP + ")")
    String heap;

    @Option(names = HwOptions.GC, paramLabel = "marksweep|semispace", description = "simulated collector (default " + HwOptions.DEFAULT_GC + ")")
    String gc;

    @Option(names = HwOptions.CORES, paramLabel = "<n>", description = "hardware threads for the program (default 4)")
    String cores;

    @Option(names = HwOptions.QUANTUM, paramLabel = "<accesses>", description = "accesses before a thread may be preempted (default 1000)")
    String quantum;

    @Option(names = HwOptions.REPORT, paramLabel = "<file>", description = "write the accuracy report as JSON")
    Path report;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "this help")
    boolean help;

    @Parameters(paramLabel = "TRACE", description = "the event trace")
    Path trace;

    private PrintWriter out;
    private PrintWriter err;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true, StandardCharsets.UTF_8),
                new PrintWriter(System.err, true, StandardCharsets.UTF_8)));
    }

    /** The exit status; what it prints goes to {@code out} and {@code err}. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        Main main = new Main();
        main.out = out;
        main.err = err;
        CommandLine cl = new CommandLine(main);
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("hw-model: " + ex.getMessage().lines().findFirst().orElse("bad arguments"));
            err.flush();
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, c, p) -> {
            err.println("hw-model: " + ex);
            err.flush();
            return 1;
        });
        int status = cl.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    @Override
    public Integer call() {
        HwConfig config;
        try {
            Map<String, String> values = new HashMap<>();
            put(values, HwOptions.HEAP, heap);
            put(values, HwOptions.GC, gc);
            put(values, HwOptions.CORES, cores);
            put(values, HwOptions.QUANTUM, quantum);
            config = HwOptions.config(values);
        } catch (IllegalArgumentException e) {
            return fail(e.getMessage());
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(trace, StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            return fail("cannot read " + trace + ": no such file");
        } catch (IOException e) {
            return fail("cannot read " + trace + ": " + e.getMessage());
        }
        HwModel model;
        try {
            TraceParser.Trace parsed = TraceParser.parse(lines);
            model = HwModel.withAccuracy(config);
            TraceReplay.run(parsed, model);
        } catch (TraceFormatException e) {
            return fail(trace + ": " + e.getMessage());
        }
        AccuracyReport r = model.report();
        out.print(ReportWriter.table(r));
        if (report != null) {
            try {
                ReportWriter.write(r, report);
            } catch (IOException e) {
                return fail("cannot write " + report + ": " + e.getMessage());
            }
        }
        return 0;
    }

    private int fail(String message) {
        err.println("hw-model: " + message);
        return 2;
    }

    private static void put(Map<String, String> values, String option, String value) {
        if (value != null) {
            values.put(option, value);
        }
    }
}
