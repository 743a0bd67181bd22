package org.goldilocks.launcher;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The launcher's own options; see {@code bin/goldilocks --help} and docs/user-guide.md. */
@Command(name = "goldilocks",
                usageHelpAutoWidth = true,
                customSynopsis = {
                                "bin/goldilocks [options] -cp <path> <main class> [args...]",
                                "bin/goldilocks [options] -jar <jar file> [args...]"},
                description = {
                                "Runs a Java program on the race-aware Espresso VM (JIT on). Right before an access that "
                                                + "would form a data race under the Java Memory Model, the VM throws "
                                                + "org.goldilocks.DataRaceException instead of performing it.",
                                ""},
                footer = {"", "Host JVM options can be passed as -J<option> (for example -J-Xmx4g)."})
final class LaunchOptions {
    enum Switch {
        on,
        off
    }

    @Option(names = {"-cp", "-classpath", "--class-path"}, paramLabel = "<path>",
                    description = "Class path of the program (':'-separated). Default: $CLASSPATH, else the current directory.")
    String classPath;

    @Option(names = "-jar", paramLabel = "<jar file>", description = "Run the Main-Class of this jar (its Class-Path is honoured).")
    Path jar;

    @Option(names = "-D", paramLabel = "<name>=<value>", description = "Set a system property of the program.")
    Map<String, String> properties = new LinkedHashMap<>();

    @Option(names = {"-ea", "-enableassertions"}, description = "Enable assertions in the program.")
    boolean assertions;

    @Option(names = "--race", paramLabel = "on|off", defaultValue = "on",
                    description = "off: run the same VM with race detection disabled (the overhead baseline). Default: ${DEFAULT-VALUE}.")
    Switch race;

    @Option(names = "--engine", paramLabel = "<name>", defaultValue = "goldilocks", completionCandidates = EngineNames.class,
                    description = "Race detection engine: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    String engine;

    @Option(names = {"-h", "-help", "--help", "-?"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(paramLabel = "<main class>", arity = "0..1", description = "The class whose main method runs (not with -jar).")
    String mainClass;

    List<String> programArgs = List.of();

    static final class EngineNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return org.goldilocks.engine.Engines.NAMES.iterator();
        }
    }
}
