package org.goldilocks.corpus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the real launcher, bin/goldilocks, in a subprocess. */
final class Launcher {
    static final Path ROOT = Path.of(System.getProperty("goldilocks.root", "../..")).toAbsolutePath().normalize();
    static final Path SCRIPT = ROOT.resolve("bin/goldilocks");
    static final Path CORPUS_CLASSES = Path.of(System.getProperty("corpus.classes", "target/classes")).toAbsolutePath();

    record Result(int exitCode, String stdout, String stderr) {
        List<String> stderrLines() {
            return stderr.lines().filter(l -> !l.isBlank()).toList();
        }
    }

    private Launcher() {
    }

    /**
     * For runs that are mostly start-up (the launcher's own behaviour: options, exit statuses,
     * one-line errors, report formats; one small program under an engine): the host compiles its
     * own code (Truffle, Espresso, the engines, Graal itself) with C1 only,
     * {@code -XX:TieredStopAtLevel=1}. The guest is still compiled by Graal, and verdicts do not
     * depend on how the host compiled the engine; what goes is the host's C2 warming up on code a
     * short run never needs hot. A trivial program: 7.5 s to 5 s; LauncherOptionFormsTest: 100 s
     * to 58 s; LauncherTest: 188 s to 122 s (2 cores). The same holds for the scaled memory,
     * hardware-model and report-mode runs ({@link #runScaled}): on 2 cores the host's C2 compiling
     * Graal sits on their critical path too (VmMemoryTest 390 s to 260 s, with the same retained
     * heaps). The corpus runs, the compiled-code tests, the out-of-memory tests and every --long run
     * keep the host's default JIT, the one users run (faster on long runs: C1 slowed the compiled
     * library corpus from 6 to 9 minutes).
     */
    static Result runStartupBound(List<String> args, long timeoutSeconds) throws IOException, InterruptedException {
        List<String> withC1 = new ArrayList<>();
        withC1.add("-J-XX:TieredStopAtLevel=1");
        withC1.addAll(args);
        return run(withC1, timeoutSeconds);
    }

    /**
     * A run the suite makes scaled down and {@code bin/test --long} at full size: in the suite with
     * the host on C1 ({@link #runStartupBound}) and {@code suiteTimeoutSeconds}; in a long run with
     * the default JIT (its figures go into docs/results.md) and an hour.
     */
    static Result runScaled(List<String> args, long suiteTimeoutSeconds) throws IOException, InterruptedException {
        return VmMemoryTest.LONG ? run(args, 3600) : runStartupBound(args, suiteTimeoutSeconds);
    }

    static Result run(List<String> args, long timeoutSeconds) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(SCRIPT.toString());
        cmd.addAll(args);
        Path out = Files.createTempFile("goldilocks-out", ".txt");
        Path err = Files.createTempFile("goldilocks-err", ".txt");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor();
                throw new AssertionError("bin/goldilocks " + args + " did not finish in " + timeoutSeconds + " s; stderr:\n"
                                + Files.readString(err, StandardCharsets.UTF_8));
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
