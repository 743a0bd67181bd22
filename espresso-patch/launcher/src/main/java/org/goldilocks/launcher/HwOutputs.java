package org.goldilocks.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.goldilocks.hw.HwConfig;
import org.goldilocks.hw.HwModel;
import org.goldilocks.hw.HwOptions;
import org.goldilocks.hw.HwSession;
import org.goldilocks.hw.accuracy.AccuracyReport;
import org.goldilocks.hw.accuracy.ReportWriter;

/**
 * The LARD hardware model of a run ({@code --hw-model}, docs/hw-model.md): made from the
 * {@code --hw-*} options before the VM starts and left in {@link HwSession} for the VM glue to
 * feed; at exit (every exit path, through {@link RaceOutputs}) its accuracy table on stderr and,
 * with {@code --hw-report}, its JSON report. Nothing when the glue had to stop feeding it (it said
 * why in one line).
 */
final class HwOutputs {
    private final HwModel model;
    private final Path reportFile;
    private final boolean accuracy;
    private boolean started;

    private HwOutputs(HwModel model, Path reportFile, boolean accuracy) {
        this.model = model;
        this.reportFile = reportFile;
        this.accuracy = accuracy;
    }

    /** The model the options ask for, or null for {@code --hw-model=off}; bad values are one-line errors. */
    static HwOutputs of(LaunchOptions o) throws LaunchException {
        Map<String, String> values = new LinkedHashMap<>();
        values.put(HwOptions.HEAP, o.hwHeap);
        values.put(HwOptions.GC, o.hwGc);
        values.put(HwOptions.CORES, o.hwCores);
        values.put(HwOptions.QUANTUM, o.hwQuantum);
        HwModel model;
        try {
            HwConfig config = HwOptions.config(values);
            model = HwOptions.model(o.hwModel, config);
        } catch (IllegalArgumentException e) {
            throw new LaunchException(2, e.getMessage());
        } catch (RuntimeException e) { // the model's own check of the configuration (HwModelException)
            throw new LaunchException(2, HwOptions.MODEL + ": " + e.getMessage());
        }
        boolean accuracy = HwOptions.LARDISH.equals(o.hwModel);
        if (o.hwReport != null && !accuracy) {
            throw new LaunchException(2, HwOptions.REPORT + " needs " + HwOptions.MODEL + "=" + HwOptions.LARDISH);
        }
        if (model == null) {
            return null;
        }
        if (o.race == LaunchOptions.Switch.off || !"goldilocks".equals(o.engine)) {
            throw new LaunchException(2, HwOptions.MODEL + " runs with the goldilocks engine as ground truth: not with --race=off or another --engine");
        }
        return new HwOutputs(model, o.hwReport, accuracy);
    }

    /** Before the VM starts: the report file must be writable; the model goes to the glue. */
    void start() throws LaunchException {
        if (reportFile != null) {
            try {
                if (reportFile.toString().isEmpty() || Files.isDirectory(reportFile)) {
                    throw new IOException("not a file");
                }
                Files.writeString(reportFile, "{}\n", StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new LaunchException(2, "cannot write hardware model report" + FileProblem.named(reportFile) + ": "
                                + FileProblem.writing(reportFile, e));
            }
        }
        HwSession.set(model);
        started = true;
    }

    /** The program has ended (or the launcher stops): the accuracy table and report. */
    void finish() {
        if (!accuracy || !started || HwSession.failure() != null) {
            return;
        }
        AccuracyReport report = model.report();
        System.err.print(ReportWriter.table(report));
        System.err.flush();
        if (reportFile != null) {
            try {
                ReportWriter.write(report, reportFile);
            } catch (IOException e) {
                System.err.println("goldilocks: error: cannot write " + reportFile + ": " + FileProblem.writing(reportFile, e));
            }
        }
    }
}
