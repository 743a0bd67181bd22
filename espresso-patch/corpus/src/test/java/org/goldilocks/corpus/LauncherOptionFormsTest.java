package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every launcher option that takes a value, given as {@code --opt value} and as {@code --opt=value},
 * through the whole command line: bin/goldilocks (which takes the host JVM options from among the
 * launcher's own), the launcher's split (where the program's arguments begin) and picocli. The
 * options are those of the table the build derives from the launcher's options model, the one
 * bin/goldilocks reads: an option added to the model without a value here fails the test.
 *
 * <p>Each option's value is followed by a host option ({@code -Xss70m}) and the program gets
 * arguments that look like options ({@code -Xmx1 --race=off}): a value taken for the main class,
 * or a host option left to the launcher, or a program argument taken for a launcher or host
 * option, ends the run with an error or other output.
 */
class LauncherOptionFormsTest {
    private static final Path TABLE = Launcher.ROOT.resolve("espresso-patch/launcher/target/dist/launcher/launcher-options.txt");
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String MAIN = "org.goldilocks.corpus.launcher.EchoArgs";
    private static final String HOST_OPTION = "-Xss70m";
    private static final List<String> PROGRAM_ARGS = List.of("0", "-Xmx1", "--race=off");
    private static final String CLASS_PATH = "-cp";
    private static final List<String> CLASS_PATH_ALIASES = List.of("-classpath", "--class-path");
    private static final String JAR = "-jar";
    private static final String JDWP = "-agentlib:jdwp";

    @Test
    void everyOptionTakingAValueInBothForms(@TempDir Path dir) throws Exception {
        Map<String, String> table = table();
        Path emptyList = Files.writeString(dir.resolve("empty-list.txt"), "# nothing\n");
        Path jar = dir.resolve("echo.jar");
        LauncherTest.writeJar(jar, MAIN);
        Map<String, String> values = new LinkedHashMap<>();
        values.put(CLASS_PATH, CP);
        for (String alias : CLASS_PATH_ALIASES) {
            values.put(alias, CP);
        }
        values.put(JAR, jar.toString());
        values.put("-D", "greeting=hello");
        values.put("--race", "on");
        values.put("--engine", "goldilocks");
        values.put("--fresh-objects", "on");
        values.put("--race-mode", "throw");
        values.put("--race-report", "races.json"); // in the run's own directory, below
        values.put("--race-sarif", "races.sarif"); // likewise
        values.put("--race-stderr", "on");
        values.put("--race-stacks", "top");
        values.put("--racy-variables-out", "variables.txt"); // likewise
        values.put("--race-stacks-for", emptyList.toString());
        values.put("--suppressions", emptyList.toString());
        values.put("--hw-model", "lardish");
        values.put("--hw-heap", "64m");
        values.put("--hw-gc", "marksweep");
        values.put("--hw-cores", "2");
        values.put("--hw-quantum", "1000");
        values.put("--hw-report", "hw.json"); // likewise
        values.put("--race-exit-code", "0");
        values.put("--add-opens", "java.base/java.lang=ALL-UNNAMED");
        values.put("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED");
        values.put("--add-reads", "java.base=ALL-UNNAMED");
        values.put("--add-modules", "java.logging");
        values.put("--enable-native-access", "ALL-UNNAMED");
        values.put("--hybrid-mode", "detailed");
        values.put("--hybrid-opts", "all");
        values.put("--hybrid-max-locks", "learned");
        values.put("--hybrid-channels", emptyList.toString());
        values.put("--hybrid-fields", emptyList.toString());
        values.put("--hybrid-scope", "program");
        values.put("--hybrid-hb", "on");
        values.put(JDWP, "transport=dt_shmem");
        assertEquals(new TreeMap<>(table).keySet(), new TreeMap<>(values).keySet(),
                        "the options that take a value (" + TABLE + ") and those this test gives a value");
        assertEquals("last", table.get(JAR));

        for (boolean attached : new boolean[]{false, true}) {
            String form = attached ? "--opt=value" : "--opt value";
            Path runDir = Files.createDirectories(dir.resolve(attached ? "attached" : "separate"));
            // Every option but the class path's other names, -jar and the debugger's, in one run.
            List<String> args = new ArrayList<>();
            for (Map.Entry<String, String> o : values.entrySet()) {
                String option = o.getKey();
                if (!CLASS_PATH_ALIASES.contains(option) && !option.equals(JAR) && !option.equals(JDWP)) {
                    String value = option.equals("--race-report") || option.equals("--race-sarif") || option.equals("--racy-variables-out")
                                    || option.equals("--hw-report")
                                    ? runDir.resolve(o.getValue()).toString() : o.getValue();
                    give(args, option, value, attached);
                }
            }
            assertEchoes(run(args, MAIN), "hello", form + ", every option");
            assertTrue(Files.isRegularFile(runDir.resolve("races.json")), form + ": --race-report took its value");
            assertTrue(Files.isRegularFile(runDir.resolve("races.sarif")), form + ": --race-sarif took its value");
            assertTrue(Files.isRegularFile(runDir.resolve("variables.txt")), form + ": --racy-variables-out took its value");
            assertTrue(Files.readString(runDir.resolve("hw.json")).contains("\"detectors\""), form + ": --hw-report took its value");

            for (String alias : CLASS_PATH_ALIASES) {
                List<String> aliasArgs = new ArrayList<>();
                give(aliasArgs, alias, CP, attached);
                assertEchoes(run(aliasArgs, MAIN), "null", form + ", " + alias);
            }

            List<String> jarArgs = new ArrayList<>();
            give(jarArgs, "-D", values.get("-D"), attached);
            give(jarArgs, JAR, jar.toString(), attached);
            jarArgs.removeLast(); // no host option: the program's arguments follow the jar file
            assertEchoes(run(jarArgs, null), "hello", form + ", " + JAR);

            // The debugger's options are checked before the VM starts: the one-line error quotes the value.
            List<String> jdwpArgs = new ArrayList<>();
            give(jdwpArgs, JDWP, values.get(JDWP), attached);
            give(jdwpArgs, CLASS_PATH, CP, attached);
            LauncherErrors.assertOneLineError(run(jdwpArgs, MAIN), 2,
                            "goldilocks: error: -agentlib:jdwp: transport dt_shmem is not supported (only dt_socket)");
        }
    }

    /** The option table bin/goldilocks reads: option name, then "value" or "last". */
    private static Map<String, String> table() throws IOException {
        Map<String, String> table = new LinkedHashMap<>();
        for (String line : Files.readAllLines(TABLE)) {
            String[] parts = line.split(" ");
            assertEquals(2, parts.length, line);
            table.put(parts[0], parts[1]);
        }
        return table;
    }

    private static void give(List<String> args, String option, String value, boolean attached) {
        if (attached) {
            args.add(option + "=" + value);
        } else {
            args.add(option);
            args.add(value);
        }
        args.add(HOST_OPTION);
    }

    private static Launcher.Result run(List<String> launcherArgs, String mainClass) throws Exception {
        List<String> args = new ArrayList<>(launcherArgs);
        if (mainClass != null) {
            args.add(mainClass);
        }
        args.addAll(PROGRAM_ARGS);
        return Launcher.runStartupBound(args, 300);
    }

    private static void assertEchoes(Launcher.Result r, String greeting, String what) {
        assertEquals(0, r.exitCode(), () -> what + ":\n" + r.stderr());
        assertEquals(greeting + "|" + String.join("|", PROGRAM_ARGS), r.stdout().strip(), () -> what + ":\n" + r.stderr());
    }
}
