package org.goldilocks.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code java} entry point's translation ({@code bin/goldilocks --print-java-home}: its
 * {@code bin/java}): a command line for {@code java}, as build tools write it (Surefire's and
 * Failsafe's forked test JVMs, IDEs), turned into one for bin/goldilocks. Runs in a small host JVM
 * of its own before the VM's, since bin/goldilocks must see the host JVM options that an
 * {@code @argfile} may hold. Writes the translated arguments to stdout, each ended by a NUL; or
 * answers a probe ({@code -version}) itself, or prints one error line, and writes nothing.
 *
 * <p>What {@code java} takes and what becomes of it (docs/test-suites.md):
 * <ul>
 * <li>{@code @file}: expanded as java does, up to the main class or the {@code -jar} file;</li>
 * <li>class path, {@code -jar}, {@code -D}, {@code -ea}, the module options {@code --add-opens},
 * {@code --add-exports}, {@code --add-reads}, {@code --add-modules}, {@code --enable-native-access}
 * (Espresso implements them): passed on;</li>
 * <li>{@code -Xmx}, {@code -Xms}, {@code -Xss}, {@code -XX:}: the host JVM's (the guest heap is the
 * host heap), as bin/goldilocks takes them;</li>
 * <li>accepted and ignored: options that tune a HotSpot the program does not run on, or change
 * nothing the program sees: other {@code -X} options, {@code -server}, {@code -client},
 * {@code -verbose:*}, {@code -esa}/{@code -dsa}/{@code -da}, {@code --illegal-access},
 * {@code --sun-misc-unsafe-memory-access}, {@code --enable-preview} (Espresso 25 has no preview
 * features to enable), {@code -XshowSettings};</li>
 * <li>not supported, one error line: {@code -javaagent}, {@code -agentpath}, {@code -agentlib}
 * other than jdwp (Espresso cannot run java agents, which would instrument the very accesses the
 * detector checks), the module path and {@code -m}.</li>
 * </ul>
 */
final class JavaCommandLine {
    /** The status telling bin/goldilocks that a probe was answered and the run is over (with 0). */
    static final int PROBE_ANSWERED = 100;
    /** A command line java would reject, or one this VM cannot honour: java's status. */
    static final int ERROR = 1;
    /** java's options that take the next argument as their value (unless given with '='). */
    static final java.util.Set<String> TAKING_VALUE = java.util.Set.of("-cp", "-classpath", "--class-path", "-jar", "--add-opens",
                    "--add-exports", "--add-reads", "--add-modules", "--enable-native-access", "-p", "--module-path",
                    "--upgrade-module-path", "--patch-module", "-m", "--module", "--limit-modules");

    private final List<String> out = new ArrayList<>();
    private final PrintStream stdout;
    private final PrintStream stderr;
    private boolean showVersion;

    private JavaCommandLine(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /** An option of java's this entry point cannot honour: one line, status 1 (as java's own errors). */
    static final class Unsupported extends Exception {
        private static final long serialVersionUID = 1L;

        Unsupported(String message) {
            super(message);
        }
    }

    /** The translated command line, or null if a probe was answered. */
    static List<String> translate(List<String> javaArgs, PrintStream stdout, PrintStream stderr) throws Unsupported, IOException {
        JavaCommandLine t = new JavaCommandLine(stdout, stderr);
        return t.run(ArgFiles.expand(javaArgs, TAKING_VALUE)) ? t.out : null;
    }

    private boolean run(List<String> args) throws Unsupported {
        int i = 0;
        while (i < args.size()) {
            String a = args.get(i++);
            if (!a.startsWith("-")) {
                out.add(a); // the main class: the program's arguments follow
                break;
            }
            String name = OptionTable.optionOf(a);
            switch (name) {
                case "-cp", "-classpath", "--class-path", "--add-opens", "--add-exports", "--add-reads", "--add-modules",
                                "--enable-native-access" -> {
                    out.add(a);
                    if (a.equals(name)) {
                        out.add(value(args, i++, a));
                    }
                }
                case "-jar" -> {
                    out.add(a);
                    if (a.equals(name)) {
                        out.add(value(args, i++, a));
                    }
                    out.addAll(args.subList(i, args.size()));
                    return finish();
                }
                case "-version", "--version", "-fullversion" -> {
                    version(name.equals("--version") ? stdout : stderr);
                    return false;
                }
                case "-showversion", "--show-version" -> showVersion = true;
                case "-server", "-client", "-d64", "-esa", "-dsa", "-disablesystemassertions", "-enablesystemassertions",
                                "--illegal-access", "--sun-misc-unsafe-memory-access", "--enable-preview" -> {
                    // ignored: see the class comment
                }
                case "-p", "--module-path", "--upgrade-module-path", "--patch-module", "-m", "--module", "--limit-modules" ->
                    throw new Unsupported(name + " is not supported by the race-aware VM's java: run the tests on the class path "
                                    + "(Surefire: <useModulePath>false</useModulePath>)");
                default -> {
                    if (a.startsWith("-D") || a.startsWith("-ea") || a.startsWith("-enableassertions")) {
                        out.add(a.startsWith("-D") ? a : "-ea"); // -ea:<package> enables them all: a superset
                    } else if (a.startsWith("-Xmx") || a.startsWith("-Xms") || a.startsWith("-Xss") || a.startsWith("-XX:")) {
                        out.add(a);
                    } else if (a.startsWith("-agentlib:jdwp")) {
                        out.add(a);
                    } else if (a.startsWith("-javaagent:") || a.startsWith("-agentpath:") || a.startsWith("-agentlib:")) {
                        throw new Unsupported(a.substring(0, a.indexOf(':')) + " is not supported: the race-aware VM (Espresso) cannot run "
                                        + "java agents (" + a + ")");
                    } else if (a.startsWith("-X") || a.startsWith("-verbose") || a.startsWith("-da") || a.startsWith("-disableassertions")) {
                        // ignored: see the class comment
                    } else {
                        throw new Unsupported("Unrecognized option: " + a);
                    }
                }
            }
        }
        out.addAll(args.subList(i, args.size()));
        return finish();
    }

    private boolean finish() {
        if (showVersion) {
            version(stderr);
        }
        return true;
    }

    private static String value(List<String> args, int i, String option) throws Unsupported {
        if (i >= args.size()) {
            throw new Unsupported(option + " requires an argument");
        }
        return args.get(i);
    }

    /** java's first line, which tools parse; then what runs the program. */
    private static void version(PrintStream to) {
        String version = System.getProperty("java.version");
        String date = System.getProperty("java.version.date", "");
        to.println("openjdk version \"" + version + "\" " + date);
        to.println("Goldilocks race-aware Java VM (Espresso on " + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version") + ")");
        to.flush();
    }

    /** {@code JavaCommandLine <java args...>}: the translated arguments on stdout, NUL-terminated. */
    public static void main(String[] args) throws IOException {
        List<String> translated;
        try {
            translated = translate(List.of(args), System.out, System.err);
        } catch (Unsupported e) {
            System.err.println("goldilocks: error: " + e.getMessage());
            System.exit(ERROR);
            return;
        } catch (ArgFiles.Problem e) {
            System.err.println("goldilocks: error: " + e.getMessage());
            System.exit(ERROR);
            return;
        }
        if (translated == null) {
            System.exit(PROBE_ANSWERED);
            return;
        }
        StringBuilder b = new StringBuilder();
        for (String a : translated) {
            b.append(a).append('\0');
        }
        System.out.write(b.toString().getBytes(StandardCharsets.UTF_8));
        System.out.flush();
    }
}
