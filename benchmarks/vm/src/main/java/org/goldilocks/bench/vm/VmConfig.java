package org.goldilocks.bench.vm;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.goldilocks.config.VmProperties;

/**
 * One way to run the guest VM: which Espresso jar is on the host module path and what the VM glue
 * reads from the host system properties. The runner turns a config into a JMH fork's JVM
 * arguments; the benchmark, inside the fork, checks that the VM really is what the config says.
 */
public enum VmConfig {
    /** The original org.graalvm.espresso:espresso-language jar: no hooks at all. */
    UNPATCHED("unpatched", false, null),
    /** The patched VM with detection disabled: the hooks must fold away. */
    RACE_OFF("race-off", true, null),
    /** The patched VM detecting races with the Goldilocks engine (the default). */
    GOLDILOCKS("goldilocks", true, "goldilocks"),
    /** Goldilocks without the fresh-object fast path (every first access of a new object is recorded). */
    GOLDILOCKS_NO_FRESH("goldilocks-nofresh", true, "goldilocks"),
    /** The patched VM detecting races with the FastTrack engine. */
    FASTTRACK("fasttrack", true, "fasttrack");

    /** The name used on the command line, in the @Param and in reports. */
    public final String label;
    final boolean patched;
    /** The engine when detection is on, null when it is off. */
    final String engine;

    VmConfig(String label, boolean patched, String engine) {
        this.label = label;
        this.patched = patched;
        this.engine = engine;
    }

    boolean detectsRaces() {
        return engine != null;
    }

    /** A configuration by its label; {@code off} (bin/goldilocks's {@code --race=off}) also names race-off. */
    public static VmConfig of(String label) {
        for (VmConfig c : values()) {
            if (c.label.equals(label) || c == RACE_OFF && label.equals("off")) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown VM configuration '" + label + "'");
    }

    /** System properties carrying the guest inputs into the fork. */
    static final String WORKLOADS_JAR = "goldilocks.bench.workloads";
    static final String GUEST_API_JAR = "goldilocks.bench.guestApi";

    /**
     * The host JVM arguments of a fork: those bin/goldilocks uses (JVMCI with the Graal compiler
     * upgraded, Truffle and Espresso on the module path) with this config's Espresso jar and
     * race properties.
     */
    public List<String> jvmArgs(Path dist, Path unpatchedEspresso, Path workloadsJar) throws IOException {
        List<String> modules = new ArrayList<>();
        try (Stream<Path> jars = Files.list(dist.resolve("modules"))) {
            jars.filter(p -> p.toString().endsWith(".jar")).sorted().forEach(p -> {
                boolean patchedEspresso = p.getFileName().toString().startsWith("goldilocks-vm-");
                if (!patchedEspresso || patched) {
                    modules.add(p.toString());
                }
            });
        }
        if (!patched) {
            modules.add(unpatchedEspresso.toString());
        }
        Path compiler;
        try (Stream<Path> jars = Files.list(dist.resolve("upgrade"))) {
            compiler = jars.filter(p -> p.getFileName().toString().matches("compiler-.*\\.jar")).findFirst()
                            .orElseThrow(() -> new IllegalStateException("no compiler jar in " + dist.resolve("upgrade")));
        }
        List<String> args = new ArrayList<>(List.of(
                        "-XX:+UnlockExperimentalVMOptions", "-XX:+EnableJVMCI",
                        "--upgrade-module-path=" + compiler,
                        "--module-path=" + String.join(File.pathSeparator, modules),
                        "--add-modules=org.graalvm.polyglot,org.graalvm.espresso",
                        "--enable-native-access=org.graalvm.truffle",
                        "--sun-misc-unsafe-memory-access=allow",
                        "-D" + WORKLOADS_JAR + "=" + workloadsJar,
                        "-D" + GUEST_API_JAR + "=" + dist.resolve("guest").resolve("goldilocks-api.jar")));
        if (patched) {
            args.add("-D" + VmProperties.RACE + "=" + (detectsRaces() ? "on" : "off"));
            if (detectsRaces()) {
                args.add("-D" + VmProperties.ENGINE + "=" + engine);
                args.add("-D" + VmProperties.FRESH_OBJECTS + "=" + (this == GOLDILOCKS_NO_FRESH ? "off" : "on"));
            }
        }
        return args;
    }

    /** Fails unless this fork's host JVM runs the VM this config names (checked before measuring). */
    void verifyHost() {
        Module espresso = ModuleLayer.boot().findModule("org.graalvm.espresso")
                        .orElseThrow(() -> new IllegalStateException("org.graalvm.espresso is not in the boot layer"));
        boolean hasGlue = espresso.getPackages().contains("org.goldilocks.vm.hooks");
        if (hasGlue != patched) {
            throw new IllegalStateException(label + ": expected " + (patched ? "the patched" : "the original")
                            + " Espresso, found " + (hasGlue ? "the patched one" : "the original one"));
        }
        if (patched) {
            String race = System.getProperty(VmProperties.RACE, "on");
            String engineProperty = System.getProperty(VmProperties.ENGINE, "goldilocks");
            String fresh = System.getProperty(VmProperties.FRESH_OBJECTS, "on");
            if (race.equals("off") == detectsRaces() || (detectsRaces() && !engineProperty.equals(engine))
                            || fresh.equals("off") != (this == GOLDILOCKS_NO_FRESH)) {
                throw new IllegalStateException(label + ": wrong properties " + VmProperties.RACE + "=" + race
                                + " " + VmProperties.ENGINE + "=" + engineProperty + " " + VmProperties.FRESH_OBJECTS + "=" + fresh);
            }
        }
    }
}
