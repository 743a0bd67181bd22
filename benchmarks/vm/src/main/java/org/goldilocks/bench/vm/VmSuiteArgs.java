package org.goldilocks.bench.vm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.goldilocks.bench.support.BenchArgs;
import org.goldilocks.bench.support.Reports;

/**
 * What both VM suites ({@link VmBench}, {@link MemoryBench}) take from their arguments: the VM
 * distribution, the unpatched Espresso jar, the guest workloads jar (each must exist), the
 * configurations (unpatched first: ratios are relative to it), and the header of their report. A
 * bad argument is one line and status 2 ({@link #main}).
 */
record VmSuiteArgs(BenchArgs args, String command, double loadAtStart, Path dist, Path unpatched, Path workloads, List<VmConfig> configs) {
    private static final List<String> DEFAULT_CONFIGS = List.of("unpatched", "race-off", "goldilocks");

    interface Suite {
        void run(VmSuiteArgs a) throws Exception;
    }

    /** Runs {@code suite}; bad input is one line on stderr and status 2, no stack. */
    static void main(String[] args, Suite suite) throws Exception {
        main(args, DEFAULT_CONFIGS, suite);
    }

    /** The same, with the configurations run when --configs is not given. */
    static void main(String[] args, List<String> defaultConfigs, Suite suite) throws Exception {
        try {
            suite.run(parse(args, defaultConfigs));
        } catch (IllegalArgumentException e) {
            System.err.println("bench: " + e.getMessage());
            System.exit(2);
        }
    }

    static VmSuiteArgs parse(String[] args, List<String> defaultConfigs) {
        double loadAtStart = Reports.load(); // before anything of ours runs
        BenchArgs a = BenchArgs.parse(args);
        List<VmConfig> configs = a.list("configs", defaultConfigs).stream().map(VmConfig::of).toList();
        if (configs.get(0) != VmConfig.UNPATCHED) {
            throw new IllegalArgumentException("--configs must start with unpatched: ratios are relative to it");
        }
        return new VmSuiteArgs(a, a.get("command", "bin/bench " + String.join(" ", args)), loadAtStart,
                        existing(a.requirePath("dist")), existing(a.requirePath("unpatched")), existing(a.requirePath("workloads")), configs);
    }

    private static Path existing(Path p) {
        if (!Files.exists(p)) {
            throw new IllegalArgumentException("not found: " + p);
        }
        return p.toAbsolutePath();
    }

    /** The host JVM flags that run {@code config}'s VM. */
    List<String> jvmArgs(VmConfig config) throws IOException {
        return config.jvmArgs(dist, unpatched, workloads);
    }

    /**
     * The command that starts a host JVM running {@code config}'s VM (this JVM's class path, so
     * the suites' own classes) with the main class {@code mainClass}: the JDK's java,
     * {@link #jvmArgs}, then {@code hostOptions}.
     */
    List<String> javaCommand(VmConfig config, List<String> hostOptions, String mainClass, List<String> mainArgs) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmArgs(config));
        cmd.addAll(hostOptions);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(mainClass);
        cmd.addAll(mainArgs);
        return cmd;
    }

    /** The report's environment line: command, JDK, load, and the VM's commit. */
    String environment() {
        return Reports.environment(command, loadAtStart) + " VM built from " + args.get("vm-build", "unknown sources") + ".";
    }

    Path out() {
        return args.requirePath("out");
    }
}
