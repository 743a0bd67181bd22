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

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goldilocks-replay [--engine=goldilocks|fasttrack] TRACE...}: replays text traces through
 * an engine and prints, per file, {@code == <path>}, one {@code race <line>} per racy access and
 * {@code <E> events, <R> races}. Output is buffered: a malformed trace prints only
 * {@code error: line <n>: <reason>}. See docs/replayer.md.
 */
@Command(name = Main.PROGRAM, sortOptions = false,
        description = {
            "Replays race-detection traces through an engine, race-aware: a racy access is reported and not performed.",
            "Per trace: '== <path>', 'race <line>' per racy access, '<E> events, <R> races'.",
            "Exit status: 0 replayed, 1 malformed or unreadable trace, 2 bad usage, 3 engine failure."
        })
public final class Main {
    static final String PROGRAM = "goldilocks-replay";
    static final String SYNOPSIS = PROGRAM + " [--engine=" + String.join("|", Engines.NAMES) + "] TRACE...";
    static final String USAGE = "usage: " + SYNOPSIS;

    static final int OK = 0;
    static final int BAD_TRACE = 1;
    static final int BAD_USAGE = 2;
    static final int ENGINE_FAILED = 3;

    @Option(names = "--engine", paramLabel = "ENGINE", description = "goldilocks (default) or fasttrack")
    private String engine = Engines.NAMES.get(0);

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
        return run(args, out, err, Engines::create);
    }

    /** As {@link #run(String[], PrintStream, PrintStream)}, with the engines made by {@code engines} (a test seam). */
    static int run(String[] args, PrintStream out, PrintStream err, Function<String, Engine> engines) {
        Main main = new Main();
        CommandLine commandLine = new CommandLine(main).setExpandAtFiles(false);
        commandLine.getCommandSpec().usageMessage().customSynopsis(SYNOPSIS);
        try {
            commandLine.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            return usageError(err, e.getMessage());
        }
        if (commandLine.isUsageHelpRequested()) {
            commandLine.usage(out);
            return OK;
        }
        if (!Engines.NAMES.contains(main.engine)) {
            return usageError(err, "unknown engine '" + main.engine + "'");
        }
        return main.replayAll(out, err, engines);
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
