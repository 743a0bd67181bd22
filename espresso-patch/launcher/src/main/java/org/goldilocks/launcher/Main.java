package org.goldilocks.launcher;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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
        System.exit(run(args));
    }

    static int run(String[] args) {
        CommandLineSplit split = CommandLineSplit.of(args);
        LaunchOptions options = new LaunchOptions();
        CommandLine cl = new CommandLine(options);
        try {
            cl.parseArgs(split.launcherArgs().toArray(new String[0]));
        } catch (ParameterException e) {
            System.err.println("goldilocks: " + e.getMessage() + " (see bin/goldilocks --help)");
            return 2;
        }
        if (options.help) {
            cl.usage(new PrintWriter(System.out, true));
            return 0;
        }
        options.programArgs = split.programArgs();
        try {
            return launch(options);
        } catch (LaunchException e) {
            System.err.println("goldilocks: error: " + e.getMessage());
            return e.status;
        }
    }

    private static int launch(LaunchOptions options) throws LaunchException {
        if (!org.goldilocks.engine.Engines.NAMES.contains(options.engine)) {
            throw new LaunchException(2, "unknown engine '" + options.engine + "' (expected one of "
                            + String.join(", ", org.goldilocks.engine.Engines.NAMES) + ")");
        }
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
            classPath = options.classPath != null ? options.classPath
                            : System.getenv("CLASSPATH") != null ? System.getenv("CLASSPATH") : ".";
        }
        // Read by the VM glue (org.goldilocks.vm.RaceConfig) when the guest VM starts.
        System.setProperty("goldilocks.race", options.race.name());
        System.setProperty("goldilocks.engine", options.engine);
        GuestVm vm = new GuestVm(classPath, guestApiJar().toString(), options.properties, options.assertions);
        return vm.run(mainClass, List.copyOf(options.programArgs));
    }

    /** The guest API jar (DataRaceException) goes on the guest boot class path, visible to every loader. */
    private static Path guestApiJar() throws LaunchException {
        String dist = System.getProperty("goldilocks.dist");
        if (dist == null) {
            throw new LaunchException(70, "goldilocks.dist is not set: start the launcher through bin/goldilocks");
        }
        Path jar = Path.of(dist, "guest", "goldilocks-api.jar");
        if (!Files.isRegularFile(jar)) {
            throw new LaunchException(70, "incomplete distribution: " + jar + " is missing");
        }
        return jar;
    }
}
