package org.goldilocks.bench.support;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Writes a suite's markdown report and says where it went. */
public final class Reports {
    private Reports() {
    }

    /** The 1-minute load average now: other work on the machine skews every number. */
    public static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /**
     * Where, when and how: the command, JDK, cores and the load average when the suite started and
     * ended; goes on top of every report.
     */
    public static String environment(String command, double loadAtStart) {
        return String.format(Locale.ROOT, "Command: `%s`. Finished %s on %d cores, JDK %s (%s);"
                        + " 1-minute load average %.2f at the start, %.2f at the end.",
                        command, ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME.withZone(java.time.ZoneOffset.UTC)),
                        Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                        System.getProperty("java.vm.name"), loadAtStart, load());
    }

    public static void write(Path file, String markdown) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, markdown);
        System.out.println();
        System.out.println(markdown);
        System.out.println("(written to " + file + ")");
    }
}
