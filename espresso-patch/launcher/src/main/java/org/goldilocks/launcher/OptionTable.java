package org.goldilocks.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What the command-line split needs to know of the launcher's options, derived from their one
 * model ({@link LaunchOptions}): which take a value (given as {@code --opt value} or
 * {@code --opt=value}), and which one ends the launcher's options after its value
 * ({@link LaunchOptions#JAR}). {@link CommandLineSplit} uses it in the launcher; bin/goldilocks,
 * which must find where the launcher's options end before any Java runs (to take the host JVM
 * options among them), reads the same table from the file that {@link #main} writes at build time.
 */
final class OptionTable {
    /** Where the build writes the table, next to the launcher's jar. */
    static final String FILE = "launcher-options.txt";

    private final Set<String> takingValue;

    private OptionTable(Set<String> takingValue) {
        this.takingValue = takingValue;
    }

    static OptionTable of(CommandSpec spec) {
        Set<String> names = new TreeSet<>();
        for (OptionSpec o : spec.options()) {
            if (o.arity().max() > 0) {
                names.addAll(List.of(o.names()));
            }
        }
        return new OptionTable(names);
    }

    static OptionTable ofLaunchOptions() {
        return of(CommandSpec.forAnnotatedObject(new LaunchOptions()));
    }

    /** The option an argument gives: the argument itself, or what comes before its '='. */
    static String optionOf(String arg) {
        int eq = arg.indexOf('=');
        return eq < 0 ? arg : arg.substring(0, eq);
    }

    /** Does the option take a value: the next argument, unless given after '='? */
    boolean takesValue(String option) {
        return takingValue.contains(option);
    }

    /** Do the program's own arguments begin after this option's value? */
    boolean endsLauncherOptions(String option) {
        return option.equals(LaunchOptions.JAR);
    }

    /** One line per option that takes a value: {@code <name> value}, or {@code <name> last} for {@link #endsLauncherOptions}. */
    List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (String name : takingValue) {
            lines.add(name + (endsLauncherOptions(name) ? " last" : " value"));
        }
        return lines;
    }

    /** Build step: {@code OptionTable <file>} writes the table for bin/goldilocks. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: OptionTable <file>");
        }
        Path file = Path.of(args[0]);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, ofLaunchOptions().lines());
    }
}
