package org.goldilocks.launcher.host;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

/**
 * Build step (the launcher's package phase): the host JVM bin/goldilocks runs on, made so that it
 * starts fast.
 * <ol>
 * <li>{@code dist/host-jdk}: the build's JDK linked again (jlink) without its own
 * {@code jdk.graal.compiler}, so the Graal compiler Truffle needs is resolved from the module path.
 * Before, it took {@code --upgrade-module-path} to shadow the JDK's copy, and HotSpot turns off
 * class-data sharing altogether under that option: every launch loaded and linked Espresso,
 * Truffle, Graal and the JDK from their jars, and C2 compiled Graal afresh.</li>
 * <li>{@code dist/host.aot}: an AOT cache (JEP 483/514/515: classes loaded and linked, and the
 * training run's method profiles) from one
 * training run of {@link TrainingProgram} through bin/goldilocks itself, so the
 * cache is made with exactly the command line later launches use (HotSpot refuses a cache whose
 * class or module path differs). The script maps it when it is there; a cache HotSpot cannot use
 * (another heap layout, e.g. -Xmx over 32 GB) is skipped silently.</li>
 * </ol>
 * Arguments: the distribution directory, bin/goldilocks, and the training run's log file.
 */
public final class HostImage {
    static final String HOST_JDK = "host-jdk";
    static final String AOT_CACHE = "host.aot";
    /**
     * Left out of the image: the JDK's Graal (ours comes from the module path), and what jlink
     * cannot link from a run-time image (JEP 493): jlink itself and what requires it.
     */
    private static final Set<String> LEFT_OUT = Set.of("jdk.graal.compiler", "jdk.graal.compiler.management", "jdk.jlink");
    private static final long TRAINING_TIMEOUT_MINUTES = 10;

    private HostImage() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: HostImage <dist> <bin/goldilocks> <training log>");
        }
        Path dist = Path.of(args[0]);
        link(dist.resolve(HOST_JDK));
        train(dist, Path.of(args[1]), Path.of(args[2]));
    }

    /** The build JDK's modules, less {@link #LEFT_OUT} and every module that requires one of them. */
    static List<String> modules() {
        Map<String, ModuleDescriptor> all = new TreeMap<>();
        for (ModuleReference ref : ModuleFinder.ofSystem().findAll()) {
            all.put(ref.descriptor().name(), ref.descriptor());
        }
        Set<String> out = new TreeSet<>(LEFT_OUT);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (ModuleDescriptor d : all.values()) {
                if (!out.contains(d.name()) && d.requires().stream().anyMatch(r -> out.contains(r.name()))) {
                    out.add(d.name());
                    changed = true;
                }
            }
        }
        List<String> kept = new ArrayList<>(all.keySet());
        kept.removeAll(out);
        return kept;
    }

    private static void link(Path image) throws IOException {
        deleteTree(image);
        ToolProvider jlink = ToolProvider.findFirst("jlink").orElseThrow(() -> new IllegalStateException("this JDK has no jlink"));
        StringWriter output = new StringWriter();
        PrintWriter out = new PrintWriter(output);
        int status = jlink.run(out, out, "--add-modules", String.join(",", modules()), "--no-header-files", "--no-man-pages",
                        "--output", image.toString());
        out.flush();
        if (status != 0) {
            throw new IllegalStateException("jlink failed (" + status + "):\n" + output);
        }
    }

    private static void train(Path dist, Path script, Path log) throws IOException, InterruptedException {
        Path cache = dist.resolve(AOT_CACHE);
        Files.deleteIfExists(cache);
        Files.createDirectories(log.getParent());
        // The host on C1 only: a cache trained with C2 also carries method profiles (JEP 515) that
        // make every later start-up compile more (a trivial program 5.6 to 6.1 s against 3.3 s).
        Process p = new ProcessBuilder(script.toString(), "-J-XX:AOTCacheOutput=" + cache, "-XX:TieredStopAtLevel=1", "--race-mode=report",
                        "-cp", dist.resolve("launcher").resolve("goldilocks-launcher.jar").toString(), TrainingProgram.class.getName())
                        .redirectErrorStream(true).redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                        .start();
        if (!p.waitFor(TRAINING_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("the AOT training run did not finish in " + TRAINING_TIMEOUT_MINUTES + " minutes; see " + log);
        }
        if (p.exitValue() != 0 || !Files.isRegularFile(cache)) {
            throw new IllegalStateException("the AOT training run failed (exit " + p.exitValue() + "); see " + log);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
