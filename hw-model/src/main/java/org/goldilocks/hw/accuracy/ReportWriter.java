package org.goldilocks.hw.accuracy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** The accuracy report as JSON (Jackson), and as the text table of the paper's Table 3. */
public final class ReportWriter {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ReportWriter() {
    }

    public static String toJson(AccuracyReport report) {
        try {
            return JSON.writeValueAsString(report);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void write(AccuracyReport report, Path file) throws IOException {
        Files.writeString(file, toJson(report) + System.lineSeparator());
    }

    /** Table 3's columns, one row per detector, then the cost line. */
    public static String table(AccuracyReport r) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "gc=%s  ground truth: %d DRE at %d PC%n", r.gc(), r.groundTruth().dre(), r.groundTruth().pc()));
        b.append(String.format(Locale.ROOT, "%-8s %8s %6s %9s %7s %10s %8s%n", "detector", "DRE", "PC", "falseDRE", "falsePC", "missedDRE", "missedPC"));
        for (Variant v : Variant.values()) {
            DetectorCounts c = r.detector(v);
            b.append(String.format(Locale.ROOT, "%-8s %8d %6d %9d %7d %10d %8d%n", v.key(), c.dre(), c.pc(),
                    c.falseDre(), c.falsePc(), c.missedDre(), c.missedPc()));
        }
        r.lardSites().forEach((kind, sites) -> {
            if (!sites.isEmpty()) {
                b.append("LARD ").append(kind).append(" at: ").append(String.join(", ", sites)).append(System.lineSeparator());
            }
        });
        CostReport cost = r.cost();
        b.append(String.format(Locale.ROOT, "LARDISH cost: %d cycles without detection, %d with (overhead %.3fx), %d software-manager transitions%n",
                cost.baselineCycles(), cost.cyclesWithDetection(), cost.overhead(), cost.managerTransitions()));
        return b.toString();
    }
}
