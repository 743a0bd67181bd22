package org.goldilocks.bench.vm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.goldilocks.bench.support.MarkdownTable;
import org.goldilocks.bench.support.Reports;
import org.goldilocks.config.VmProperties;

/**
 * {@code bin/bench compat}: the library compatibility drivers (corpus package {@code compat},
 * docs/results.md "Library compatibility") end to end, one cold host JVM per (driver,
 * configuration), on HotSpot for reference and under each configuration, detection in throw mode
 * (so any race fails the run; a driver whose library races by design runs in report mode). Per run: wall and CPU seconds from outside, the peak resident set
 * the driver reports, and its {@code RESULT} line, which must be HotSpot's. The table gives each
 * configuration's time as a ratio to {@code race-off} (what issue 22 asks), and unpatched's too.
 * Arguments: {@code [--quick] --out <file.md> --dist <dir> --unpatched <espresso jar> --workloads <jar>
 * --corpus <classes dir> --compat <class path> --compat4 <class path> [--configs unpatched,race-off,goldilocks,fasttrack]
 * [--only CaffeineCache,DisruptorRing@4,...] [--timeout <minutes>]}.
 */
public final class CompatBench {
    static final List<String> DEFAULT_CONFIGS = List.of("unpatched", "race-off", "goldilocks", "fasttrack");
    private static final String HOTSPOT = "hotspot";
    /**
     * The slowest driver under detection takes a few minutes on 2 cores; a hung run is killed
     * ({@code --timeout <minutes>}). Unpatched Espresso hangs in Disruptor's {@code parkNanos(1)}
     * (its timed-park defect, docs/results.md), so its cells may each cost the whole timeout.
     */
    private static final long TIMEOUT_MINUTES = 10;
    private static final Pattern VERSION = Pattern.compile("-(\\d[\\w.\\-]*)\\.jar$");

    /**
     * A driver, the class path it runs on ({@code @4}: Disruptor 4 and Log4j 2), its size (the
     * drivers' defaults; {@code --quick}: the sizes {@code WorkloadTest} runs in the suite) and the
     * jar whose version the table names.
     */
    private record Driver(String name, String mainClass, boolean compat4, int size, int quickSize, String library, boolean report) {
        Driver(String name, String mainClass, boolean compat4, int size, int quickSize, String library) {
            this(name, mainClass, compat4, size, quickSize, library, false);
        }

        /** The table's name: report-mode drivers are marked so. */
        String label() {
            return report ? name + " (report mode)" : name;
        }
    }

    private static final List<Driver> DRIVERS = List.of(
                    new Driver("CaffeineCache", "CaffeineCache", false, 2000, 500, "caffeine"),
                    new Driver("JctoolsQueues", "JctoolsQueues", false, 20_000, 5000, "jctools-core"),
                    new Driver("DisruptorRing", "DisruptorRing", false, 2000, 500, "disruptor"),
                    new Driver("DisruptorRing@4", "DisruptorRing", true, 2000, 500, "disruptor"),
                    new Driver("Log4jAsyncLogging@4", "Log4jAsyncLogging", true, 500, 100, "log4j-core"),
                    new Driver("GuavaConcurrency", "GuavaConcurrency", false, 1000, 200, "guava"),
                    new Driver("CommonsPool", "CommonsPool", false, 500, 200, "commons-pool2"),
                    // Reactor's flatMap tracker races by design (docs/results.md, "Library
                    // compatibility"): in throw mode the exception would end the run, so report mode
                    new Driver("ReactorPipeline", "ReactorPipeline", false, 20_000, 2000, "reactor-core", true));

    private CompatBench() {
    }

    public static void main(String[] args) throws Exception {
        VmSuiteArgs.main(args, DEFAULT_CONFIGS, CompatBench::run);
    }

    /** One run: seconds from outside, the driver's peak RSS (MB, or -1) and its result line (null if it failed). */
    private record Run(double wall, double cpu, long peakMb, String result) {
    }

    private static void run(VmSuiteArgs a) throws Exception {
        boolean quick = a.args().quick();
        long timeout;
        try {
            timeout = Long.parseLong(a.args().get("timeout", Long.toString(TIMEOUT_MINUTES)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--timeout takes a number of minutes");
        }
        String corpus = a.args().requirePath("corpus").toString();
        String compat = corpus + ":" + a.args().get("compat", "");
        String compat4 = corpus + ":" + a.args().get("compat4", "");
        List<String> names = a.args().list("only", DRIVERS.stream().map(Driver::name).toList());
        List<Driver> drivers = new ArrayList<>();
        for (String n : names) {
            drivers.add(DRIVERS.stream().filter(d -> d.name().equals(n)).findFirst()
                            .orElseThrow(() -> new IllegalArgumentException("unknown driver " + n + ", expected one of "
                                            + DRIVERS.stream().map(Driver::name).toList())));
        }
        List<String> columns = new ArrayList<>(List.of(HOTSPOT));
        a.configs().forEach(c -> columns.add(c.label));
        Map<Driver, Map<String, Run>> runs = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Driver d : drivers) {
            String classPath = d.compat4() ? compat4 : compat;
            String size = Integer.toString(quick ? d.quickSize() : d.size());
            System.out.println("\n### " + d.name() + " " + size);
            Map<String, Run> row = new LinkedHashMap<>();
            for (String column : columns) {
                Run r = runOnce(a, column, classPath, d, size, timeout, problems);
                if (r != null) {
                    row.put(column, r);
                }
            }
            String reference = row.containsKey(HOTSPOT) ? row.get(HOTSPOT).result() : null;
            row.forEach((column, r) -> {
                if (reference != null && !reference.equals(r.result())) {
                    problems.add(d.name() + " under " + column + ": result '" + r.result() + "', HotSpot's '" + reference + "'");
                }
            });
            runs.put(d, row);
        }
        Reports.write(a.out(), report(a, columns, runs, classPathsByDriver(drivers, compat, compat4), quick, problems));
    }

    private static Map<Driver, String> classPathsByDriver(List<Driver> drivers, String compat, String compat4) {
        Map<Driver, String> m = new LinkedHashMap<>();
        drivers.forEach(d -> m.put(d, d.compat4() ? compat4 : compat));
        return m;
    }

    private static Run runOnce(VmSuiteArgs a, String column, String classPath, Driver d, String size, long timeout,
                    List<String> problems) throws IOException, InterruptedException {
        String mainClass = "org.goldilocks.corpus.compat." + d.mainClass();
        String driver = d.name();
        System.out.println("[compat] " + column + ": " + mainClass + " " + size);
        List<String> cmd;
        if (column.equals(HOTSPOT)) {
            cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classPath, mainClass, size);
        } else {
            List<String> hostOptions = d.report() ? List.of("-Xss64m", "-D" + VmProperties.RACE_MODE + "=report") : List.of("-Xss64m");
            cmd = a.javaCommand(VmConfig.of(column), hostOptions, CompatHost.class.getName(),
                            List.of(column, classPath, mainClass, size));
        }
        ChildRun run = ChildRun.run(cmd, "", timeout);
        String result = null;
        long peakKb = -1;
        for (String line : run.results()) {
            if (line.startsWith("RESULT ")) {
                result = line.substring("RESULT ".length());
            } else if (line.startsWith("PEAK-RSS-KB ")) {
                peakKb = Long.parseLong(line.substring("PEAK-RSS-KB ".length()).strip());
            }
        }
        if (run.status() != 0 || result == null) {
            problems.add(driver + " under " + column + ": " + run.failure());
            return null;
        }
        return new Run(run.wallSeconds(), run.cpuSeconds(), peakKb < 0 ? -1 : peakKb / 1024, result);
    }

    static String report(VmSuiteArgs a, List<String> columns, Map<Driver, Map<String, Run>> runs, Map<Driver, String> classPaths,
                    boolean quick, List<String> problems) {
        List<String> header = new ArrayList<>(List.of("driver", "library", "size"));
        columns.forEach(c -> header.add(c + " wall s / CPU s"));
        List<String> ratioColumns = columns.stream().filter(c -> !c.equals(HOTSPOT) && !c.equals(VmConfig.RACE_OFF.label)).toList();
        ratioColumns.forEach(c -> header.add(c + " / race-off (wall)"));
        header.add("peak RSS MB (" + String.join(", ", columns.subList(1, columns.size())) + ")");
        header.add("result");
        MarkdownTable table = new MarkdownTable(header);
        runs.forEach((d, row) -> {
            List<String> cells = new ArrayList<>(List.of(d.label(), library(classPaths.get(d), d.library()),
                            Integer.toString(quick ? d.quickSize() : d.size())));
            for (String c : columns) {
                Run r = row.get(c);
                cells.add(r == null ? "—" : seconds(r.wall()) + " / " + seconds(r.cpu()));
            }
            Run off = row.get(VmConfig.RACE_OFF.label);
            for (String c : ratioColumns) {
                Run r = row.get(c);
                cells.add(r == null || off == null ? "—" : String.format(Locale.ROOT, "%.2f", r.wall() / off.wall()));
            }
            cells.add(String.join(", ", columns.subList(1, columns.size()).stream()
                            .map(c -> row.get(c) == null || row.get(c).peakMb() < 0 ? "—" : Long.toString(row.get(c).peakMb())).toList()));
            Run hotspot = row.get(HOTSPOT);
            long same = row.values().stream().filter(r -> hotspot != null && r.result().equals(hotspot.result())).count();
            cells.add(hotspot == null ? "—" : (same == columns.size() ? "HotSpot's everywhere: " : same + " of " + columns.size() + " HotSpot's: ")
                            + hotspot.result());
            table.row(cells);
        });
        StringBuilder md = new StringBuilder("## Library compatibility: end to end\n\n").append(a.environment()).append("\n\n")
                        .append("One cold run per cell (a fresh JVM running the driver once; detection in throw mode, so a race fails"
                                        + " the run, except drivers marked report mode, whose library races by design); wall seconds / CPU seconds of the whole process, JIT compilers included;"
                                        + " ratios of wall times to race-off; peak resident set as the driver reads it at its end.\n\n")
                        .append(table.render());
        if (!problems.isEmpty()) {
            md.append("\nFailed or inconsistent runs (\"—\" in the table):\n\n");
            problems.forEach(p -> md.append("- ").append(p).append('\n'));
        }
        return md.toString();
    }

    /** "caffeine 3.2.3": the version from the jar's name on the class path. */
    private static String library(String classPath, String artifact) {
        for (String entry : classPath.split(":")) {
            String file = Path.of(entry).getFileName() == null ? "" : Path.of(entry).getFileName().toString();
            if (file.startsWith(artifact + "-")) {
                Matcher m = VERSION.matcher(file);
                if (m.find()) {
                    return artifact + " " + m.group(1);
                }
            }
        }
        return artifact;
    }

    private static String seconds(double s) {
        return Double.isNaN(s) ? "?" : String.format(Locale.ROOT, s >= 100 ? "%.0f" : s >= 10 ? "%.1f" : "%.2f", s);
    }
}
