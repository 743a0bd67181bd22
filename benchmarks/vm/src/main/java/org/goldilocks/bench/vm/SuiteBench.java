package org.goldilocks.bench.vm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.goldilocks.bench.support.MarkdownTable;
import org.goldilocks.bench.support.Reports;

/**
 * {@code bin/bench suite}: the whole-program suite (guest package
 * {@code org.goldilocks.bench.guest.suite}) under every configuration, and on HotSpot for
 * reference. Not JMH: each program is a whole program with its own threads, timed by the guest.
 * For each program, first in-VM: one host JVM per configuration runs warm-up iterations then
 * measured iterations in one VM ({@link SuiteHost}); then end to end: one cold host JVM per
 * configuration runs a single iteration, timed from outside (wall and CPU seconds). Every run
 * checks its own result, and all runs of a program must compute the same digest.
 * The report keeps the previous one (its tables below the new ones, and the file itself as
 * {@code <out>.previous.md}), so that a change shows its before and after.
 * Arguments: {@code [--quick] --out <file.md> --dist <dir> --unpatched <espresso jar> --workloads <jar>
 * [--configs unpatched,race-off,goldilocks,fasttrack] [--only stencil,lu,...] [--warmup W] [--iterations M] [--threads T]}.
 */
public final class SuiteBench {
    static final List<String> DEFAULT_CONFIGS = List.of("unpatched", "race-off", "goldilocks", "fasttrack");
    static final int WARMUP = 5;
    static final int ITERATIONS = 5;
    private static final String HOTSPOT = "hotspot";
    private static final String RESULT = "suite-result: ";
    private static final String PREVIOUS = "\n### Previous run\n";
    /** A cold run of the largest program under detection takes a few minutes; a hung run is killed. */
    private static final long TIMEOUT_MINUTES = 60;

    private SuiteBench() {
    }

    public static void main(String[] args) throws Exception {
        VmSuiteArgs.main(args, DEFAULT_CONFIGS, SuiteBench::run);
    }

    /** A program's measured iterations in one VM: seconds each. */
    record InVm(double[] seconds) {
        double median() {
            double[] s = seconds.clone();
            Arrays.sort(s);
            return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
        }

        /** "0.512 ±3%": the median, and half the range of the iterations relative to it. */
        String format() {
            double spread = (Arrays.stream(seconds).max().orElseThrow() - Arrays.stream(seconds).min().orElseThrow()) / 2 / median();
            return String.format(Locale.ROOT, "%s ±%.0f%%", secondsText(median()), 100 * spread);
        }

        String ratioTo(InVm base) {
            return String.format(Locale.ROOT, "%.2f", median() / base.median());
        }
    }

    /** One cold run: wall and CPU seconds of the whole process. */
    record Cold(double wall, double cpu) {
        String format() {
            return secondsText(wall) + " / " + secondsText(cpu);
        }

        String ratioTo(Cold base) {
            return String.format(Locale.ROOT, "%.2f / %.2f", wall / base.wall, cpu / base.cpu);
        }
    }

    private static void run(VmSuiteArgs a) throws Exception {
        boolean quick = a.args().quick();
        int warmup = count(a, "warmup", quick ? 0 : WARMUP, 0);
        int iterations = count(a, "iterations", quick ? 1 : ITERATIONS, 1);
        int threads = count(a, "threads", 2, 1);
        Map<String, String> programs = programs(a);
        List<String> only = a.args().list("only", new ArrayList<>(programs.keySet()));
        for (String p : only) {
            if (!programs.containsKey(p)) {
                throw new IllegalArgumentException("unknown program " + p + ", expected one of " + programs.keySet());
            }
        }
        ConfigTable<InVm> inVm = new ConfigTable<>("program", HOTSPOT, a.configs());
        ConfigTable<Cold> cold = new ConfigTable<>("program", HOTSPOT, a.configs());
        Map<String, String> sizes = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (String program : only) {
            List<String> sized = new ArrayList<>(List.of(program, "--threads", Integer.toString(threads)));
            if (quick) {
                sized.add("--smoke");
            }
            List<String> measured = with(sized, "--warmup", warmup, "--iterations", iterations);
            List<String> once = with(sized, "--warmup", 0, "--iterations", 1);
            Map<String, String> digests = new LinkedHashMap<>();
            System.out.println("\n### " + program + ": in-VM, " + warmup + " warm-up and " + iterations + " measured iterations");
            for (String column : columns(a)) {
                Map<String, String> result = runOnce(a, column, measured, problems, "in-VM").result();
                if (result != null) {
                    sizes.put(program, result.get("size"));
                    digests.put(column + " in-VM", result.get("digest"));
                    double[] seconds = Arrays.stream(result.get("seconds").split(",")).mapToDouble(Double::parseDouble).toArray();
                    put(inVm, program, column, new InVm(seconds));
                }
            }
            System.out.println("\n### " + program + ": end to end, one cold run each");
            for (String column : columns(a)) {
                Outcome o = runOnce(a, column, once, problems, "cold");
                if (o.result() != null) {
                    digests.put(column + " cold", o.result().get("digest"));
                    put(cold, program, column, new Cold(o.run().wallSeconds(), o.run().cpuSeconds()));
                }
            }
            if (digests.values().stream().distinct().count() > 1) {
                problems.add(program + ": the runs computed different digests " + digests);
            }
        }
        Reports.write(a.out(), withPrevious(a.out(), report(a, programs, sizes, inVm, cold, problems, warmup, iterations, threads)));
    }

    private static int count(VmSuiteArgs a, String name, int defaultValue, int min) {
        int v;
        try {
            v = Integer.parseInt(a.args().get(name, Integer.toString(defaultValue)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " takes a number");
        }
        if (v < min) {
            throw new IllegalArgumentException("--" + name + " must be at least " + min);
        }
        return v;
    }

    private static List<String> with(List<String> args, String name1, int value1, String name2, int value2) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of(name1, Integer.toString(value1), name2, Integer.toString(value2)));
        return all;
    }

    /** HotSpot first, then the configurations. */
    private static List<String> columns(VmSuiteArgs a) {
        List<String> columns = new ArrayList<>(List.of(HOTSPOT));
        a.configs().forEach(c -> columns.add(c.label));
        return columns;
    }

    private static <T> void put(ConfigTable<T> table, String program, String column, T value) {
        if (column.equals(HOTSPOT)) {
            table.putReference(program, value);
        } else {
            table.put(program, VmConfig.of(column), value);
        }
    }

    /** A child JVM's run, and its result line as keys and values (null if it failed). */
    private record Outcome(ChildRun run, Map<String, String> result) {
    }

    /** One child JVM; a failure is added to {@code problems}. */
    private static Outcome runOnce(VmSuiteArgs a, String column, List<String> guestArgs, List<String> problems, String mode)
                    throws IOException, InterruptedException {
        System.out.println("[suite] " + column + ": " + String.join(" ", guestArgs));
        List<String> cmd;
        if (column.equals(HOTSPOT)) {
            cmd = hotspot(a, guestArgs);
        } else {
            List<String> hostArgs = new ArrayList<>(List.of(column));
            hostArgs.addAll(guestArgs);
            cmd = a.javaCommand(VmConfig.of(column), List.of(), SuiteHost.class.getName(), hostArgs);
        }
        ChildRun run = ChildRun.run(cmd, RESULT, TIMEOUT_MINUTES);
        if (!run.succeeded()) {
            problems.add(guestArgs.get(0) + " under " + column + " (" + mode + "): " + run.failure());
            return new Outcome(run, null);
        }
        Map<String, String> fields = new LinkedHashMap<>();
        for (String field : run.results().get(0).split(" ")) {
            int eq = field.indexOf('=');
            fields.put(field.substring(0, eq), field.substring(eq + 1));
        }
        return new Outcome(run, fields);
    }

    /** The guest suite on the host JVM itself (HotSpot, C2). */
    private static List<String> hotspot(VmSuiteArgs a, List<String> guestArgs) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp", a.workloads().toString(), SuiteHost.GUEST_MAIN));
        cmd.addAll(guestArgs);
        return cmd;
    }

    /** name -> description, from the guest suite itself (run on HotSpot). */
    private static Map<String, String> programs(VmSuiteArgs a) throws IOException, InterruptedException {
        ChildRun list = ChildRun.run(hotspot(a, List.of("--list")), "", 5);
        if (list.status() != 0) {
            throw new IllegalStateException("cannot list the suite's programs: " + list.failure());
        }
        Map<String, String> programs = new LinkedHashMap<>();
        for (String line : list.results()) {
            int tab = line.indexOf('\t');
            programs.put(line.substring(0, tab), line.substring(tab + 1));
        }
        return programs;
    }

    static String report(VmSuiteArgs a, Map<String, String> programs, Map<String, String> sizes, ConfigTable<InVm> inVm,
                    ConfigTable<Cold> cold, List<String> problems, int warmup, int iterations, int threads) {
        MarkdownTable list = new MarkdownTable(List.of("program", "size", "what it does"));
        sizes.forEach((p, size) -> list.row(List.of(p, size, programs.get(p))));
        StringBuilder md = new StringBuilder("## Whole-program suite\n\n").append(a.environment()).append("\n\n")
                        .append(threads).append(" worker thread(s) per program; each (program, configuration) in a fresh host JVM;"
                                        + " hotspot: the same program on the host JVM, for reference.\n\n")
                        .append(list.render())
                        .append(String.format(Locale.ROOT, "%nIn-VM: %d warm-up then %d measured iteration(s) in one VM; the median"
                                        + " seconds per measured iteration, ± half the range of the measured iterations relative to the"
                                        + " median; ratios of the medians.%n%n", warmup, iterations))
                        .append(inVm.render("s", InVm::format, InVm::ratioTo))
                        .append("\nEnd to end: one cold run per cell, a fresh JVM running one iteration and its check: wall seconds /"
                                        + " CPU seconds (all the JVM's threads, the JIT compilers' included); ratios wall / CPU.\n\n")
                        .append(cold.render("wall s / CPU s", Cold::format, Cold::ratioTo));
        if (!problems.isEmpty()) {
            md.append("\nFailed or inconsistent runs (\"—\" in the tables):\n\n");
            problems.forEach(p -> md.append("- ").append(p).append('\n'));
        }
        return md.toString();
    }

    /**
     * The new report, then the previous one's own part (without its previous run) with its headings
     * one level down; the previous file is kept as {@code <out>.previous.md}.
     */
    static String withPrevious(Path out, String report) throws IOException {
        if (!Files.exists(out)) {
            return report;
        }
        String old = Files.readString(out);
        int cut = old.indexOf(PREVIOUS);
        String own = (cut < 0 ? old : old.substring(0, cut)).replaceFirst("^## Whole-program suite\n+", "");
        Files.writeString(out.resolveSibling(out.getFileName().toString().replaceFirst("\\.md$", "") + ".previous.md"), old);
        return report + PREVIOUS + "\n" + own.replaceAll("(?m)^#", "##").strip() + "\n";
    }

    private static String secondsText(double s) {
        return Double.isNaN(s) ? "?" : String.format(Locale.ROOT, s >= 100 ? "%.0f" : s >= 10 ? "%.1f" : s >= 1 ? "%.2f" : "%.3f", s);
    }
}
