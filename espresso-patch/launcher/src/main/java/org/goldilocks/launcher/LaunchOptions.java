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
                footer = {"", "The main method may be any java 25 runs: static or instance, main(String[]) or main().",
                                "Host JVM options, before the main class: -Xmx<size>, -Xms<size>, -Xss<size> (default 64m) and -XX:<option> "
                                                + "as with java (the program's heap and stacks are the host's); any other as -J<option>."})
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

    @Option(names = "-D", paramLabel = "<name>=<value>", description = "Set a system property of the program (-D<name>: the empty string).")
    Map<String, String> properties = new LinkedHashMap<>();

    @Option(names = {"-ea", "-enableassertions"}, description = "Enable assertions in the program.")
    boolean assertions;

    @Option(names = "--race", paramLabel = "on|off", defaultValue = "on",
                    description = "off: run the same VM with race detection disabled (the overhead baseline). Default: ${DEFAULT-VALUE}.")
    Switch race;

    @Option(names = "--engine", paramLabel = "<name>", defaultValue = "goldilocks", completionCandidates = EngineNames.class,
                    description = "Race detection engine: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    String engine;

    @Option(names = "--fresh-objects", paramLabel = "on|off", defaultValue = "on",
                    description = "on: a thread's accesses to an object it allocated are not checked until its next synchronization "
                                    + "(fast, and exact for objects handed over through checked accesses; see docs/semantics.md). "
                                    + "off: check every access. Always off with --race-mode=report. Default: ${DEFAULT-VALUE}.")
    Switch freshObjects;

    @Option(names = "--race-mode", paramLabel = "throw|report", defaultValue = "throw",
                    description = "What a race does. throw: DataRaceException right before the racy access, which does not happen. "
                                    + "report: log the race, perform the access and continue (survey all races in one run; "
                                    + "de-duplicated per pair of source locations, with counts). Default: ${DEFAULT-VALUE}.")
    String raceMode;

    @Option(names = "--race-report", paramLabel = "<file>",
                    description = "Also write the races as JSON to this file (schema: docs/user-guide.md), whatever way the program ends.")
    Path raceReport;

    @Option(names = "--race-stderr", paramLabel = "on|off", defaultValue = "on",
                    description = "Print the human report of each new race (both accesses: threads, locks, stacks) on stderr. "
                                    + "Default: ${DEFAULT-VALUE}.")
    Switch raceStderr;

    @Option(names = "--race-stacks", paramLabel = "top|full", defaultValue = "top",
                    description = "What is recorded of the earlier access of a race. top: its racing frame (cheap). "
                                    + "full: its whole stack (every checked access records its stack: slow, for small programs). "
                                    + "The current access's stack is always full. Default: ${DEFAULT-VALUE}.")
    String raceStacks;

    @Option(names = "--racy-variables-out", paramLabel = "<file>",
                    description = "When the program ends, write the racy variables of this run to this file (phase 1 of a two-phase run).")
    Path racyVariablesOut;

    @Option(names = "--race-stacks-for", paramLabel = "<file>",
                    description = "Record full stacks only for accesses to the variables listed in this file, "
                                    + "as written by --racy-variables-out (phase 2 of a two-phase run).")
    Path raceStacksFor;

    @Option(names = "--suppressions", paramLabel = "<file>",
                    description = "Do not check the fields, classes and methods this file lists (one '<field|class|method> <name>' a line, # comments).")
    Path suppressions;

    @Option(names = "-agentlib:jdwp", paramLabel = "<options>",
                    description = "Run with the JDWP debugger agent, as java does, e.g. -agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=localhost:5005 "
                                    + "(then in the debugger: catch org.goldilocks.DataRaceException).")
    String jdwp;

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
