package org.goldilocks.launcher;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import org.goldilocks.config.VmProperties;
import org.goldilocks.engine.Engines;
import org.goldilocks.engine.hybrid.channel.ChannelList;
import org.goldilocks.policy.NameList;
import org.goldilocks.report.RaceLog;
import org.goldilocks.report.RacyVariables;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * {@code bin/goldilocks}: runs a Java program on the race-aware Espresso. The script starts this
 * class on JDK 25 with the Graal JIT (JVMCI) and the patched Espresso on the module path, and
 * passes the distribution directory as {@code -Dgoldilocks.dist}.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        int status;
        try {
            status = run(args);
        } catch (OutOfMemoryError e) {
            // The last resort: a host OutOfMemoryError that nothing below turned into a launch error.
            OutOfMemory.reportAndExit();
            return;
        } catch (RuntimeException | Error e) {
            if (OutOfMemory.exhausted()) {
                OutOfMemory.reportAndExit(); // most likely a consequence: say what the program did
                return;
            }
            InternalFailure.report("in the launcher", e); // one line, not a stack dump
            status = InternalFailure.STATUS;
        }
        OutOfMemory.exit(status);
    }

    static int run(String[] args) {
        LaunchOptions options = new LaunchOptions();
        CommandLine cl = new CommandLine(options);
        CommandLineSplit split = CommandLineSplit.of(args, OptionTable.of(cl.getCommandSpec()));
        try {
            cl.parseArgs(javaStyleProperties(split.launcherArgs()));
        } catch (ParameterException e) {
            if (e.getCause() instanceof LaunchOptions.UnknownValue unknown) {
                System.err.println("goldilocks: error: " + unknown.getMessage());
                return 2;
            }
            String message = String.join(" ", e.getMessage().strip().lines().map(String::strip).toList());
            System.err.println("goldilocks: error: " + message + " (see bin/goldilocks --help)");
            return 2;
        }
        if (options.help) {
            cl.usage(new PrintWriter(System.out, true));
            return 0;
        }
        options.programArgs = split.programArgs();
        options.raceModeGiven = cl.getParseResult().hasMatchedOption("--race-mode");
        options.hybridMaxLocksGiven = cl.getParseResult().hasMatchedOption("--hybrid-max-locks");
        try {
            if (options.printJavaHome) {
                System.out.println(JavaHome.ensure(Path.of(dist()), Path.of(System.getProperty("goldilocks.script", "bin/goldilocks"))));
                return 0;
            }
            return launch(options);
        } catch (LaunchException e) {
            if (OutOfMemory.isHeapError(e)) {
                OutOfMemory.sayLine();
            } else {
                System.err.println("goldilocks: error: " + e.getMessage());
            }
            return e.status;
        }
    }

    private static int launch(LaunchOptions options) throws LaunchException {
        String mainClass;
        String classPath;
        if (options.jar != null) {
            if (options.mainClass != null) {
                throw new LaunchException(2, "give either -jar <jar file> or a main class, not both");
            }
            JarLaunch jar = JarLaunch.of(options.jar);
            mainClass = jar.mainClass();
            classPath = jar.classPath();
        } else {
            if (options.mainClass == null) {
                throw new LaunchException(2, "no main class given (see bin/goldilocks --help)");
            }
            mainClass = options.mainClass;
            classPath = ClassPathWildcards.expand(options.classPath != null ? options.classPath
                            : System.getenv("CLASSPATH") != null ? System.getenv("CLASSPATH") : ".");
        }
        if (options.jdwp != null) {
            JdwpOptions.validate(options.jdwp);
        }
        if (options.raceExitCode != null && (options.raceExitCode < 0 || options.raceExitCode > 255)) {
            throw new LaunchException(2, "--race-exit-code must be between 0 and 255, not " + options.raceExitCode);
        }
        HwOutputs hw = HwOutputs.of(options);
        if (hw != null) {
            options.raceMode = LaunchOptions.RaceMode.REPORT; // --hw-model: Goldilocks in report mode is the ground truth
        }
        String suppressions = validNameList(options.suppressions, "suppression file");
        String stacksFor = validNameList(options.raceStacksFor, "racy variables file");
        boolean hybrid = Engines.HYBRID.equals(options.engine);
        if (hybrid && options.raceModeGiven && options.raceMode == LaunchOptions.RaceMode.THROW) {
            throw new LaunchException(2, "--engine=hybrid reports potential races and always runs in report mode: --race-mode=throw cannot be used with it");
        }
        if (hybrid) {
            options.raceMode = LaunchOptions.RaceMode.REPORT; // potential races are never thrown (docs/engine.md, "Hybrid")
        }
        String hybridFields = validNameList(options.hybridFields, "hybrid fields file");
        if (hybrid && options.hybridFields != null && !options.hybridMaxLocksGiven) {
            options.hybridMaxLocks = boundOf(options.hybridFields, options.hybridMaxLocks); // phase 1's bound N (sec. 5.4, 6.1)
        }
        String hybridChannels = validChannelList(options.hybridChannels);
        // Read by the VM glue (org.goldilocks.vm.runtime.RaceConfig) when the guest VM starts.
        System.setProperty(VmProperties.RACE, options.race.name());
        System.setProperty(VmProperties.ENGINE, options.engine);
        System.setProperty(VmProperties.RACE_MODE, options.raceMode.toString());
        System.setProperty(VmProperties.FRESH_OBJECTS, options.freshObjects.name());
        System.setProperty(VmProperties.RACE_STDERR, options.raceStderr.name());
        System.setProperty(VmProperties.RACE_STACKS, options.raceStacks.name());
        System.setProperty(VmProperties.RACE_STACKS_FOR, stacksFor);
        System.setProperty(VmProperties.SUPPRESSIONS, suppressions);
        System.setProperty(VmProperties.HYBRID_MODE, options.hybridMode);
        System.setProperty(VmProperties.HYBRID_OPTS, options.hybridOpts);
        System.setProperty(VmProperties.HYBRID_MAX_LOCKS, options.hybridMaxLocks);
        System.setProperty(VmProperties.HYBRID_CHANNELS, hybridChannels);
        System.setProperty(VmProperties.HYBRID_FIELDS, hybridFields);
        System.setProperty(VmProperties.HYBRID_SCOPE, options.hybridScope);
        System.setProperty(VmProperties.HYBRID_HB, options.hybridHb.name());

        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("race", options.race.name());
        settings.put("mode", options.raceMode.toString());
        settings.put("engine", options.engine);
        if (hybrid) {
            settings.put("hybridMode", options.hybridMode);
            settings.put("hybridOpts", options.hybridOpts);
            settings.put("hybridMaxLocks", options.hybridMaxLocks);
            settings.put("hybridHb", options.hybridHb.name());
            settings.put("hybridScope", options.hybridScope);
            settings.put("hybridFields", options.hybridFields != null ? "selected" : "all");
        }
        settings.put("stacks", options.raceStacksFor != null && options.raceStacks == LaunchOptions.RaceStacks.top ? "selected" : options.raceStacks.name());
        boolean detecting = options.race == LaunchOptions.Switch.on;
        RaceOutputs outputs = new RaceOutputs(options.raceReport, options.raceSarif, options.racyVariablesOut,
                        detecting && options.raceMode == LaunchOptions.RaceMode.REPORT && options.raceStderr == LaunchOptions.Switch.on, settings, mainClass,
                        hw);
        String apiJar = guestApiJar().toString();
        if (hw != null) {
            hw.start(); // first: an unwritable report file stops the launch before anything is said
        }
        outputs.start();
        OutOfMemory.arm();
        OutOfMemory.beforeHalt(outputs::abandon);
        GuestVm vm = new GuestVm(classPath, apiJar, options.properties, options.assertions, options.jdwp, moduleOptions(options));
        int status;
        try {
            status = vm.run(mainClass, List.copyOf(options.programArgs));
        } catch (LaunchException e) {
            outputs.finish(e.status);
            throw e;
        }
        status = RaceExitCode.apply(options.raceExitCode, status, RaceLog.global());
        outputs.finish(status);
        return status;
    }

    /** java's module options as Espresso's: --add-modules and --enable-native-access take comma-separated lists. */
    private static Map<String, List<String>> moduleOptions(LaunchOptions o) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("java.AddOpens", o.addOpens);
        m.put("java.AddExports", o.addExports);
        m.put("java.AddReads", o.addReads);
        m.put("java.AddModules", o.addModules.stream().flatMap(v -> java.util.Arrays.stream(v.split(","))).toList());
        m.put("java.EnableNativeAccess", o.enableNativeAccess.stream().flatMap(v -> java.util.Arrays.stream(v.split(","))).toList());
        return m;
    }

    /** Like java, {@code -Dname} without '=' sets the property to the empty string. */
    private static String[] javaStyleProperties(List<String> launcherArgs) {
        return launcherArgs.stream().map(a -> a.startsWith("-D") && a.length() > 2 && a.indexOf('=') < 0 ? a + "=" : a)
                        .toArray(String[]::new);
    }

    /** A name list file (suppressions, racy variables) must exist and parse before the VM starts; "" when not given. */
    private static String validNameList(Path file, String what) throws LaunchException {
        if (file == null) {
            return "";
        }
        try {
            NameList.read(file);
        } catch (NameList.MalformedException e) {
            throw new LaunchException(2, e.getMessage());
        } catch (IOException e) {
            throw new LaunchException(2, "cannot read " + what + FileProblem.named(file) + ": " + FileProblem.reading(file, e));
        } catch (UncheckedIOException e) {
            throw new LaunchException(2, "cannot read " + what + FileProblem.named(file) + ": " + FileProblem.reading(file, e.getCause()));
        }
        return file.toAbsolutePath().toString();
    }

    /**
     * The lock bound a two-phase run's fields file carries (written by phase 1, {@link RacyVariables#maxLocksLine}),
     * else {@code otherwise}; a malformed bound line is a one-line error.
     */
    private static String boundOf(Path fieldsFile, String otherwise) throws LaunchException {
        try {
            OptionalInt bound = RacyVariables.maxLocks(fieldsFile);
            return bound.isPresent() ? Integer.toString(bound.getAsInt()) : otherwise;
        } catch (NameList.MalformedException e) {
            throw new LaunchException(2, e.getMessage());
        } catch (IOException | UncheckedIOException e) {
            throw new LaunchException(2, "cannot read hybrid fields file" + FileProblem.named(fieldsFile) + ": " + e.getMessage());
        }
    }

    /** The user's channel file (--hybrid-channels) must exist and parse before the VM starts; "" when not given. */
    private static String validChannelList(Path file) throws LaunchException {
        if (file == null) {
            return "";
        }
        try {
            ChannelList.read(file);
        } catch (NameList.MalformedException e) {
            throw new LaunchException(2, e.getMessage());
        } catch (IOException e) {
            throw new LaunchException(2, "cannot read hybrid channels file" + FileProblem.named(file) + ": " + FileProblem.reading(file, e));
        } catch (UncheckedIOException e) {
            throw new LaunchException(2, "cannot read hybrid channels file" + FileProblem.named(file) + ": " + FileProblem.reading(file, e.getCause()));
        }
        return file.toAbsolutePath().toString();
    }

    /** The distribution directory, set by bin/goldilocks. */
    private static String dist() throws LaunchException {
        String dist = System.getProperty("goldilocks.dist");
        if (dist == null) {
            throw new LaunchException(InternalFailure.STATUS, "goldilocks.dist is not set: start the launcher through bin/goldilocks");
        }
        return dist;
    }

    /** The guest API jar (DataRaceException) goes on the guest boot class path, visible to every loader. */
    private static Path guestApiJar() throws LaunchException {
        Path jar = Path.of(dist(), "guest", "goldilocks-api.jar");
        if (!Files.isRegularFile(jar)) {
            throw new LaunchException(InternalFailure.STATUS, "incomplete distribution: " + jar + " is missing");
        }
        return jar;
    }
}
