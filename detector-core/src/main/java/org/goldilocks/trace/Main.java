package org.goldilocks.trace;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Engines;
import org.goldilocks.engine.hybrid.HybridConfig;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goldilocks-replay [--engine=goldilocks|fasttrack|hybrid] [--hybrid-...] TRACE...}: replays
 * text traces through an engine and prints, per file, {@code == <path>}, one {@code race <line>}
 * per racy access and {@code <E> events, <R> races}. Output is buffered: a malformed trace prints
 * only {@code error: line <n>: <reason>}. See docs/replayer.md.
 */
@Command(name = Main.PROGRAM, sortOptions = false,
        description = {
            "Replays race-detection traces through an engine, race-aware: a racy access is reported and not performed.",
            "The hybrid engine reports potential races, at most one per variable, and performs every access.",
            "Per trace: '== <path>', 'race <line>' per racy access, '<E> events, <R> races'.",
            "Exit status: 0 replayed, 1 malformed or unreadable trace, 2 bad usage, 3 engine failure."
        })
public final class Main {
    static final String PROGRAM = "goldilocks-replay";
    static final String SYNOPSIS = PROGRAM + " [--engine=" + String.join("|", Engines.ALL) + "] [--hybrid-...=VALUE]... TRACE...";
    /** Wide enough for the synopsis on one line. */
    static final int HELP_WIDTH = 100;
    static final String USAGE = "usage: " + SYNOPSIS;

    static final int OK = 0;
    static final int BAD_TRACE = 1;
    static final int BAD_USAGE = 2;
    static final int ENGINE_FAILED = 3;

    @Option(names = "--engine", paramLabel = "ENGINE", description = "goldilocks (default), fasttrack or hybrid")
    private String engine = Engines.NAMES.get(0);

    @Option(names = "--hybrid-mode", paramLabel = "MODE", description = "hybrid engine: simple or detailed (default)")
    private String hybridMode;

    @Option(names = "--hybrid-opts", paramLabel = "OPTS", description = "hybrid engine, detailed mode: redundancy checks all (default), no-oversized or none")
    private String hybridOpts;

    @Option(names = "--hybrid-max-locks", paramLabel = "N", description = "hybrid engine: the lock bound of the oversized-lockset check, or learned (default)")
    private String hybridMaxLocks;

    @Option(names = "--hybrid-hb", paramLabel = "on|off", description = "hybrid engine, detailed mode: the limited happens-before on (default) or off (the paper's Detailed-NoHB)")
    private String hybridHb;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "print this help and exit")
    private boolean help;

    @Parameters(paramLabel = "TRACE", arity = "1..*", description = "trace files, replayed in order")
    private List<String> traces = new ArrayList<>();

    public static void main(String[] args) {
        int status;
        try {
            status = run(args, System.out, System.err);
        } catch (Throwable t) { // never a stack trace
            System.err.println(PROGRAM + ": internal error: " + t);
            status = ENGINE_FAILED;
        }
        System.exit(status);
    }

    /** The whole program, testable: returns the exit status instead of exiting. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, null);
    }

    /**
     * As {@link #run(String[], PrintStream, PrintStream)}, with the engines made by {@code engines}
     * (a test seam; null: {@link Engines#create} with the hybrid options given).
     */
    static int run(String[] args, PrintStream out, PrintStream err, Function<String, Engine> engines) {
        Main main = new Main();
        CommandLine commandLine = new CommandLine(main).setExpandAtFiles(false);
        commandLine.getCommandSpec().usageMessage().customSynopsis(SYNOPSIS).width(HELP_WIDTH);
        try {
            commandLine.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            return usageError(err, e.getMessage());
        }
        if (commandLine.isUsageHelpRequested()) {
            commandLine.usage(out);
            return OK;
        }
        if (!Engines.ALL.contains(main.engine)) {
            return usageError(err, "unknown engine '" + main.engine + "'");
        }
        HybridConfig hybrid;
        try {
            hybrid = main.hybridConfig();
        } catch (IllegalArgumentException e) {
            return usageError(err, e.getMessage());
        }
        Function<String, Engine> factory = engines != null ? engines : name -> Engines.create(name, false, hybrid);
        return main.replayAll(out, err, factory);
    }

    /** @throws IllegalArgumentException (one line) on a bad value, or a hybrid option with another engine */
    private HybridConfig hybridConfig() {
        HybridConfig config = HybridConfig.DEFAULT;
        if (hybridMode == null && hybridOpts == null && hybridMaxLocks == null && hybridHb == null) {
            return config;
        }
        if (!Engines.HYBRID.equals(engine)) {
            throw new IllegalArgumentException("--hybrid-mode, --hybrid-opts, --hybrid-max-locks and --hybrid-hb need --engine=hybrid");
        }
        if (hybridMode != null) {
            config = config.withMode(HybridConfig.Mode.parse(hybridMode));
        }
        if (hybridOpts != null) {
            config = config.withOptimizations(HybridConfig.Optimizations.parse(hybridOpts));
        }
        if (hybridMaxLocks != null) {
            config = config.withMaxLocks(HybridConfig.parseMaxLocks(hybridMaxLocks));
        }
        if (hybridHb != null) {
            if (!hybridHb.equals("on") && !hybridHb.equals("off")) {
                throw new IllegalArgumentException("--hybrid-hb takes on or off, not '" + hybridHb + "'");
            }
            config = config.withHappensBefore(hybridHb.equals("on"));
        }
        return config;
    }

    private static int usageError(PrintStream err, String problem) {
        err.println(PROGRAM + ": " + problem.strip().replaceAll("\\s*\\R\\s*", "; ") + "; " + USAGE); // one line
        return BAD_USAGE;
    }

    private int replayAll(PrintStream out, PrintStream err, Function<String, Engine> engines) {
        List<List<TraceEvent>> parsed = new ArrayList<>();
        for (String path : traces) {
            String text;
            try {
                text = new String(Files.readAllBytes(Path.of(path)), StandardCharsets.UTF_8);
            } catch (IOException | InvalidPathException e) {
                err.println(PROGRAM + ": cannot read " + path + ": " + reason(e));
                return BAD_TRACE;
            }
            try {
                parsed.add(TraceParser.parse(text));
            } catch (MalformedTraceException e) {
                out.println(e.report());
                out.flush();
                err.println(PROGRAM + ": malformed trace " + path);
                return BAD_TRACE;
            }
        }
        StringBuilder report = new StringBuilder();
        for (int i = 0; i < traces.size(); i++) {
            String path = traces.get(i);
            try {
                Engine fresh = engines.apply(engine);
                report.append("== ").append(path).append('\n');
                report.append(new Replayer(fresh).replay(parsed.get(i)).report());
            } catch (RuntimeException e) {
                err.println(PROGRAM + ": engine " + engine + " failed on " + path + ", " + e.getMessage());
                return ENGINE_FAILED;
            }
        }
        out.print(report);
        out.flush();
        return OK;
    }

    private static String reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() != null ? e.getMessage() : e.toString();
    }
}
