package org.goldilocks.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.engine.hybrid.HybridSession;
import org.goldilocks.report.RaceLog;
import org.goldilocks.report.RaceReport;
import org.goldilocks.report.RacyVariables;
import org.goldilocks.report.TextReport;

/**
 * What the launcher writes about the races of a run, from the VM's {@link RaceLog} (filled by the
 * VM glue in this very process): the JSON report, the SARIF report ({@link SarifReport}, written
 * at the start and the end), the racy variables file, and in report mode the
 * summary on stderr. Every exit path writes them: {@link #finish} after the program returned,
 * called System.exit or died of an uncaught exception; a shutdown hook if the launcher is stopped
 * (a signal, a timeout) before that, or {@link #abandon} if it halts for lack of memory, then
 * marked incomplete. While the program runs, the JSON file
 * is rewritten shortly after each new race, so even a killed run leaves what it had found.
 */
final class RaceOutputs {
    private static final long REWRITE_DELAY_MS = 200;

    private final Path jsonFile;
    private final Path sarifFile;
    private final Path variablesFile;
    private final boolean summary;
    private final Map<String, String> settings;
    private final String mainClass;
    /** The hardware model's outputs ({@code --hw-model}), or null. */
    private final HwOutputs hw;
    private final RaceLog log = RaceLog.global();
    private final AtomicBoolean finished = new AtomicBoolean();
    private final AtomicBoolean rewritePending = new AtomicBoolean();
    private ScheduledExecutorService rewriter;
    private Consumer<RaceReport> listener;
    private Thread shutdownHook;

    RaceOutputs(Path jsonFile, Path sarifFile, Path variablesFile, boolean summary, Map<String, String> settings, String mainClass, HwOutputs hw) {
        this.hw = hw;
        this.jsonFile = jsonFile;
        this.sarifFile = sarifFile;
        this.variablesFile = variablesFile;
        this.summary = summary;
        this.settings = settings;
        this.mainClass = mainClass;
    }

    /** Before the VM starts: the output files must be writable (one-line error otherwise). */
    void start() throws LaunchException {
        if (jsonFile != null) {
            writeOrFail(jsonFile, "race report", JsonReport.render(log, false, null, settings, mainClass));
            rewriter = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "goldilocks-race-report");
                t.setDaemon(true);
                return t;
            });
            listener = report -> scheduleRewrite();
            log.addListener(listener);
        }
        if (sarifFile != null) {
            writeOrFail(sarifFile, "SARIF report", SarifReport.render(log, false, settings));
        }
        if (variablesFile != null) {
            writeOrFail(variablesFile, "racy variables file", RacyVariables.HEADER + "\n");
        }
        shutdownHook = new Thread(() -> write(false, null), "goldilocks-race-outputs");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /** The program has ended with this status: the complete outputs. */
    void finish(int exitStatus) {
        write(true, exitStatus);
        if (shutdownHook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException e) {
                // already shutting down
            }
        }
    }

    /** The launcher halts before the program ended (its heap is exhausted): the outputs so far, marked incomplete. */
    void abandon() {
        write(false, null);
    }

    private void scheduleRewrite() {
        if (!finished.get() && rewritePending.compareAndSet(false, true)) {
            try {
                rewriter.schedule(() -> {
                    rewritePending.set(false);
                    if (!finished.get()) {
                        writeJson(false, null);
                    }
                }, REWRITE_DELAY_MS, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                // finishing
            }
        }
    }

    private void write(boolean complete, Integer exitStatus) {
        if (!finished.compareAndSet(false, true)) {
            return;
        }
        if (listener != null) {
            log.removeListener(listener);
            rewriter.shutdownNow();
        }
        if (summary) {
            System.err.print(TextReport.summary(log));
            if (!complete) {
                System.err.println("goldilocks: the program did not finish; the counts are those seen so far");
            }
            System.err.flush();
        }
        if (jsonFile != null) {
            writeJson(complete, exitStatus);
        }
        if (sarifFile != null) {
            writeQuietly(sarifFile, SarifReport.render(log, complete, settings));
        }
        if (hw != null) {
            hw.finish();
        }
        if (variablesFile != null) {
            List<String> lines = new ArrayList<>();
            lines.add(RacyVariables.HEADER);
            HybridEngine hybrid = HybridSession.current();
            if (hybrid != null) { // the lock bound for the detailed phase (PPoPP'03 sec. 5.4, 6.1)
                lines.add(RacyVariables.maxLocksLine(hybrid.maxLocksHeld()));
            }
            lines.addAll(RacyVariables.lines(log.reports()));
            writeQuietly(variablesFile, String.join("\n", lines) + "\n");
        }
    }

    private synchronized void writeJson(boolean complete, Integer exitStatus) {
        writeQuietly(jsonFile, JsonReport.render(log, complete, exitStatus, settings, mainClass));
    }

    private static void writeOrFail(Path file, String what, String content) throws LaunchException {
        try {
            if (file.toString().isEmpty() || Files.isDirectory(file)) {
                throw new IOException("not a file");
            }
            Files.writeString(file, content, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new LaunchException(2, "cannot write " + what + FileProblem.named(file) + ": " + FileProblem.writing(file, e));
        }
    }

    /** Replaces the file's content at once (write a sibling, then rename), so a reader never sees half a file. */
    private static synchronized void writeQuietly(Path file, String content) {
        try {
            if (Files.isRegularFile(file)) {
                Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
                try {
                    Files.writeString(tmp, content, StandardCharsets.UTF_8);
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                    return;
                } catch (IOException e) {
                    Files.deleteIfExists(tmp);
                }
            }
            Files.writeString(file, content, StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("goldilocks: error: cannot write " + file + ": " + FileProblem.writing(file, e));
        }
    }
}
