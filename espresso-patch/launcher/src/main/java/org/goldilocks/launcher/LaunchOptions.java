package org.goldilocks.launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.goldilocks.engine.Engines;
import org.goldilocks.engine.hybrid.HybridConfig;
import org.goldilocks.hw.HwOptions;
import org.goldilocks.policy.NameList;

import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;

/**
 * The launcher's own options; see {@code bin/goldilocks --help} and docs/user-guide.md. The one
 * model of them: picocli parses with it, and which options take a value, for the command-line
 * split here and in bin/goldilocks, is derived from it ({@link OptionTable}).
 */
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
    /** As with java: the program's own arguments begin right after this option's value. */
    static final String JAR = "-jar";

    enum Switch {
        on,
        off
    }

    enum RaceMode {
        THROW,
        REPORT;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    enum RaceStacks {
        top,
        full
    }

    @Option(names = {"-cp", "-classpath", "--class-path"}, paramLabel = "<path>",
                    description = "Class path of the program (':'-separated; an entry <dir>/* means the jar files in <dir>, as for java). Default: $CLASSPATH, else the current directory.")
    String classPath;

    @Option(names = JAR, paramLabel = "<jar file>", description = "Run the Main-Class of this jar (its Class-Path is honoured).")
    Path jar;

    @Option(names = "-D", paramLabel = "<name>=<value>", description = "Set a system property of the program (-D<name>: the empty string).")
    Map<String, String> properties = new LinkedHashMap<>();

    @Option(names = {"-ea", "-enableassertions"}, description = "Enable assertions in the program.")
    boolean assertions;

    @Option(names = "--add-opens", paramLabel = "<module>/<package>=<target>", description = "As java: open a package to a module (repeatable).")
    List<String> addOpens = new ArrayList<>();

    @Option(names = "--add-exports", paramLabel = "<module>/<package>=<target>", description = "As java: export a package to a module (repeatable).")
    List<String> addExports = new ArrayList<>();

    @Option(names = "--add-reads", paramLabel = "<module>=<target>", description = "As java: let a module read another (repeatable).")
    List<String> addReads = new ArrayList<>();

    @Option(names = "--add-modules", paramLabel = "<module>,...", description = "As java: root modules to resolve (repeatable).")
    List<String> addModules = new ArrayList<>();

    @Option(names = "--enable-native-access", paramLabel = "<module>,...", description = "As java: modules allowed restricted native operations (repeatable).")
    List<String> enableNativeAccess = new ArrayList<>();

    @Option(names = "--race", paramLabel = "on|off", defaultValue = "on",
                    description = "off: run the same VM with race detection disabled (the overhead baseline). Default: ${DEFAULT-VALUE}.")
    Switch race;

    @Option(names = "--engine", paramLabel = "<name>", defaultValue = "goldilocks", completionCandidates = EngineNames.class,
                    converter = EngineChoice.class, description = "Race detection engine: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    String engine;

    @Option(names = "--hybrid-mode", paramLabel = "simple|detailed", defaultValue = "detailed", converter = HybridModeChoice.class,
                    description = "With --engine=hybrid: simple (Eraser-like locksets with per-object thread locality: cheap, phase 1 of a "
                                    + "two-phase run) or detailed (locksets and limited happens-before, exact for potential races). "
                                    + "Default: ${DEFAULT-VALUE}.")
    String hybridMode;

    @Option(names = "--hybrid-opts", paramLabel = "all|no-oversized|none", defaultValue = "all", converter = HybridOptsChoice.class,
                    description = "With --engine=hybrid, detailed mode: which redundancy checks run (lockset-subset and oversized-lockset; "
                                    + "they change the cost, never the report). Default: ${DEFAULT-VALUE}.")
    String hybridOpts;

    @Option(names = "--hybrid-max-locks", paramLabel = "<N>|learned", defaultValue = "learned", converter = HybridMaxLocks.class,
                    description = "With --engine=hybrid: the most locks a thread holds at once, for the oversized-lockset check "
                                    + "(exceeding it is reported). Default: the bound a --hybrid-fields file carries (phase 1's), "
                                    + "else ${DEFAULT-VALUE} (the most seen so far).")
    String hybridMaxLocks;

    @Option(names = "--hybrid-hb", paramLabel = "on|off", defaultValue = "on",
                    description = "With --engine=hybrid, detailed mode: off drops the limited happens-before (start, join, notify, "
                                    + "channels order nothing: locksets only, the paper's Detailed-NoHB measurement). Default: ${DEFAULT-VALUE}.")
    Switch hybridHb;

    /** Whether --hybrid-max-locks was given (it then wins over the bound of a --hybrid-fields file). */
    boolean hybridMaxLocksGiven;

    @Option(names = "--hybrid-channels", paramLabel = "<file>",
                    description = "With --engine=hybrid: more channel methods, one 'send|receive <Class.method> [this|arg<N>|result] "
                                    + "[entry|return]' a line, # comments (added to the built-in java.util.concurrent list).")
    Path hybridChannels;

    @Option(names = "--hybrid-fields", paramLabel = "<file>",
                    description = "With --engine=hybrid: check only the variables this file lists, as written by "
                                    + "--hybrid-mode=simple --racy-variables-out (phase 2 of a two-phase run).")
    Path hybridFields;

    @Option(names = "--hybrid-scope", paramLabel = "program|all", defaultValue = "program", converter = HybridScopeChoice.class,
                    description = "With --engine=hybrid: program checks the fields of the program's classes and the array elements its "
                                    + "methods access (not the JDK's: java.*, javax.*, jdk.*, sun.*, com.sun.*); all checks everything. "
                                    + "Default: ${DEFAULT-VALUE}.")
    String hybridScope;

    @Option(names = "--fresh-objects", paramLabel = "on|off", defaultValue = "on",
                    description = "on: a thread's accesses to an object it allocated are not checked until its next synchronization "
                                    + "(fast, and exact for objects handed over through checked accesses; see docs/semantics.md). "
                                    + "off: check every access. Always off with --race-mode=report. Default: ${DEFAULT-VALUE}.")
    Switch freshObjects;

    @Option(names = "--race-mode", paramLabel = "throw|report", defaultValue = "throw", converter = RaceModeChoice.class,
                    description = "What a race does. throw: DataRaceException right before the racy access, which does not happen. "
                                    + "report: log the race, perform the access and continue (survey all races in one run; "
                                    + "de-duplicated per pair of source locations, with counts). Default: ${DEFAULT-VALUE}.")
    RaceMode raceMode;

    @Option(names = "--race-report", paramLabel = "<file>",
                    description = "Also write the races as JSON to this file (schema: docs/user-guide.md), whatever way the program ends.")
    Path raceReport;

    @Option(names = "--race-sarif", paramLabel = "<file>",
                    description = "Also write the races as SARIF 2.1.0 to this file (GitHub code scanning, IDE SARIF viewers), whatever way the program ends.")
    Path raceSarif;

    @Option(names = "--race-stderr", paramLabel = "on|off", defaultValue = "on",
                    description = "Print the human report of each new race (both accesses: threads, locks, stacks) on stderr. "
                                    + "Default: ${DEFAULT-VALUE}.")
    Switch raceStderr;

    @Option(names = "--race-stacks", paramLabel = "top|full", defaultValue = "top", converter = RaceStacksChoice.class,
                    description = "What is recorded of the earlier access of a race. top: its racing frame (cheap). "
                                    + "full: its whole stack (every checked access records its stack: slow, for small programs). "
                                    + "The current access's stack is always full. Default: ${DEFAULT-VALUE}.")
    RaceStacks raceStacks;

    @Option(names = "--racy-variables-out", paramLabel = "<file>",
                    description = "When the program ends, write the racy variables of this run to this file (phase 1 of a two-phase run).")
    Path racyVariablesOut;

    @Option(names = "--race-stacks-for", paramLabel = "<file>",
                    description = "Record full stacks only for accesses to the variables listed in this file, "
                                    + "as written by --racy-variables-out (phase 2 of a two-phase run).")
    Path raceStacksFor;

    @Option(names = "--race-exit-code", paramLabel = "<n>",
                    description = "If the program ends with status 0 but races were found (report mode, or a DataRaceException "
                                    + "in any thread, caught or not), exit with <n> (0-255) instead, as ThreadSanitizer's exitcode. "
                                    + "Default: off (the program's status).")
    Integer raceExitCode;

    @Option(names = "--suppressions", paramLabel = "<file>",
                    description = "Do not check what this file lists (one '" + NameList.SYNTAX + "' a line, # comments; "
                                    + "see docs/user-guide.md).")
    Path suppressions;

    @Option(names = HwOptions.MODEL, paramLabel = "off|lardish|inert", defaultValue = HwOptions.OFF, converter = HwModelChoice.class,
                    description = "lardish: also run the LARD hardware race detector model (docs/hw-model.md) on a simulated machine under the "
                                    + "program, with Goldilocks in report mode as ground truth, and print its accuracy table at exit "
                                    + "(a simulation mode: the program's threads are serialized). inert: feed a model that does nothing "
                                    + "(the cost of feeding it). Default: ${DEFAULT-VALUE}.")
    String hwModel;

    @Option(names = HwOptions.HEAP, paramLabel = "<size>", defaultValue = HwOptions.DEFAULT_HEAP,
                    description = "Simulated heap of the hardware model, as -Xmx takes it (k, m, g). Default: ${DEFAULT-VALUE}.")
    String hwHeap;

    @Option(names = HwOptions.GC, paramLabel = "marksweep|semispace", defaultValue = HwOptions.DEFAULT_GC,
                    description = "Simulated collector of the hardware model. Default: ${DEFAULT-VALUE}.")
    String hwGc;

    @Option(names = HwOptions.CORES, paramLabel = "<n>", defaultValue = "" + HwOptions.DEFAULT_CORES,
                    description = "Hardware threads of the model's machine (the collector has one more). Default: ${DEFAULT-VALUE}.")
    String hwCores;

    @Option(names = HwOptions.QUANTUM, paramLabel = "<n>", defaultValue = "" + HwOptions.DEFAULT_QUANTUM,
                    description = "Accesses after which the model's scheduler may switch a hardware thread to another program thread. "
                                    + "Default: ${DEFAULT-VALUE}.")
    String hwQuantum;

    @Option(names = HwOptions.REPORT, paramLabel = "<file>",
                    description = "With --hw-model=lardish: write the accuracy report (docs/hw-model.md) as JSON to this file at exit.")
    Path hwReport;

    @Option(names = "-agentlib:jdwp", paramLabel = "<options>",
                    description = "Run with the JDWP debugger agent, as java does, e.g. -agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=localhost:5005 "
                                    + "(then in the debugger: catch org.goldilocks.DataRaceException).")
    String jdwp;

    @Option(names = "--print-java-home", description = "Print a directory laid out like a JDK's whose bin/java runs this VM with java's "
                    + "command line (for build tools: Surefire's <jvm>; our options from $GOLDILOCKS_OPTIONS), and exit.")
    boolean printJavaHome;

    @Option(names = {"-h", "-help", "--help", "-?"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(paramLabel = "<main class>", arity = "0..1", description = "The class whose main method runs (not with -jar).")
    String mainClass;

    List<String> programArgs = List.of();
    /** Was --race-mode given on the command line (not its default)? */
    boolean raceModeGiven;

    static final class EngineNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Engines.ALL.iterator();
        }
    }

    /**
     * An option value out of a fixed list, named by its {@code toString()}. Anything else is the
     * one-line error {@code unknown <what> '<value>' (expected <choices>)} ({@link UnknownValue}).
     */
    abstract static class Choice<T> implements ITypeConverter<T> {
        private final String what;
        private final List<T> choices;
        private final String expected;

        Choice(String what, List<T> choices, String expected) {
            this.what = what;
            this.choices = choices;
            this.expected = expected;
        }

        @Override
        public T convert(String value) {
            for (T c : choices) {
                if (c.toString().equals(value)) {
                    return c;
                }
            }
            throw new UnknownValue("unknown " + what + " '" + value + "' (expected " + expected + ")");
        }
    }

    /** A value none of the choices names: Main prints this message as it is. */
    static final class UnknownValue extends TypeConversionException {
        private static final long serialVersionUID = 1L;

        UnknownValue(String message) {
            super(message);
        }
    }

    static final class EngineChoice extends Choice<String> {
        EngineChoice() {
            super("engine", Engines.ALL, "one of " + String.join(", ", Engines.ALL));
        }
    }

    static final class HybridModeChoice extends Choice<String> {
        HybridModeChoice() {
            super("hybrid mode", List.of("simple", "detailed"), "simple or detailed");
        }
    }

    static final class HybridOptsChoice extends Choice<String> {
        HybridOptsChoice() {
            super("hybrid optimizations", List.of("all", "no-oversized", "none"), "all, no-oversized or none");
        }
    }

    static final class HybridScopeChoice extends Choice<String> {
        HybridScopeChoice() {
            super("hybrid scope", List.of("program", "all"), "program or all");
        }
    }

    /** A lock bound: the engine's own parser, its one-line message. */
    static final class HybridMaxLocks implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            try {
                HybridConfig.parseMaxLocks(value);
            } catch (IllegalArgumentException e) {
                throw new UnknownValue(e.getMessage());
            }
            return value;
        }
    }

    static final class RaceModeChoice extends Choice<RaceMode> {
        RaceModeChoice() {
            super("race mode", List.of(RaceMode.values()), RaceMode.THROW + " or " + RaceMode.REPORT);
        }
    }

    static final class HwModelChoice extends Choice<String> {
        HwModelChoice() {
            super("hardware model", HwOptions.MODELS, "one of " + String.join(", ", HwOptions.MODELS));
        }
    }

    static final class RaceStacksChoice extends Choice<RaceStacks> {
        RaceStacksChoice() {
            super("race stacks", List.of(RaceStacks.values()), RaceStacks.top + " or " + RaceStacks.full);
        }
    }
}
