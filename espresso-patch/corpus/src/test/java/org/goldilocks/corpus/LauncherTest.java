package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** bin/goldilocks behaves like java: arguments, properties, exit status, errors. */
class LauncherTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String PKG = "org.goldilocks.corpus.launcher.";
    private static final String RACY = "org.goldilocks.corpus.racy.WriteThenUnorderedRead";

    private static Launcher.Result run(String... args) throws Exception {
        return Launcher.runStartupBound(List.of(args), 300);
    }

    @Test
    void helpListsTheLauncherOptions() throws Exception {
        Launcher.Result r = run("--help");
        assertEquals(0, r.exitCode());
        for (String option : List.of("-cp", "-jar", "-D", "--race", "--engine", "goldilocks, fasttrack")) {
            assertTrue(r.stdout().contains(option), () -> "help does not mention " + option + ":\n" + r.stdout());
        }
    }

    @Test
    void unknownOptionIsOneLineAndStatus2() throws Exception {
        LauncherErrors.assertOneLineError(run("--no-such-option", "-cp", CP, PKG + "EchoArgs"), 2,
                        "goldilocks: error: Unknown option: '--no-such-option' (see bin/goldilocks --help)");
    }

    @Test
    void unknownEngineIsOneLine() throws Exception {
        LauncherErrors.assertOneLineError(run("--engine=eraser", "-cp", CP, PKG + "EchoArgs"), 2,
                        "goldilocks: error: unknown engine 'eraser' (expected one of goldilocks, fasttrack, hybrid)");
    }

    @Test
    void missingJarIsOneLine() throws Exception {
        LauncherErrors.assertOneLineError(run("-jar", "/nonexistent/app.jar"), 1, "goldilocks: error: unable to access jarfile /nonexistent/app.jar");
    }

    @Test
    void missingMainClassIsOneLine() throws Exception {
        LauncherErrors.assertOneLineError(run("-cp", CP, "no.such.Main"), 1, "goldilocks: error: could not find or load main class no.such.Main");
    }

    @Test
    void argumentsPropertiesAndExitStatusPassThrough() throws Exception {
        Launcher.Result r = run("-Dgreeting=hello", "-cp", CP, PKG + "EchoArgs", "7", "-x", "--race=off");
        assertEquals(7, r.exitCode(), r::stderr);
        assertEquals("hello|7|-x|--race=off", r.stdout().strip());
    }

    @Test
    void propertyWithoutValueIsEmptyLikeJava() throws Exception {
        Launcher.Result r = run("-Dgreeting", "-cp", CP, PKG + "EchoArgs", "0", "-Dnot.a.property");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("|0|-Dnot.a.property", r.stdout().strip());
    }

    @Test
    void staticMainWithoutParameters() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "StaticNoArgsMain", "ignored");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("static main()", r.stdout().strip());
    }

    @Test
    void packagePrivateStaticMainGetsItsArguments() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "PackagePrivateStaticMain", "a", "b c");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("package-private static main(String[]) a,b c", r.stdout().strip());
    }

    @Test
    void instanceMainGetsItsArguments() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "InstanceArgsMain", "x", "-y");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("instance main(String[]) x,-y", r.stdout().strip());
    }

    @Test
    void instanceMainWithoutParameters() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "InstanceNoArgsMain");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("instance main()", r.stdout().strip());
    }

    @Test
    void mainWithStringArrayComesBeforeMainWithoutParameters() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "ArgsMainFirst", "1", "2");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("main(String[]) 2", r.stdout().strip());
    }

    @Test
    void uncaughtExceptionInInstanceMainPrintsLikeJava() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "InstanceMainThrows");
        assertEquals(1, r.exitCode(), r::stderr);
        // java's own output: the program's frames only, nothing of how the launcher called main
        assertEquals(List.of("Exception in thread \"main\" java.lang.IllegalStateException: instance boom",
                        "\tat org.goldilocks.corpus.launcher.InstanceMainThrows.fail(InstanceMainThrows.java:10)",
                        "\tat org.goldilocks.corpus.launcher.InstanceMainThrows.main(InstanceMainThrows.java:6)"),
                        r.stderrLines(), r::stderr);
    }

    @Test
    void classWithoutValidMainIsOneLine() throws Exception {
        LauncherErrors.assertOneLineError(run("-cp", CP, PKG + "NoValidMain"), 1, "goldilocks: error: main method not found in class "
                        + PKG + "NoValidMain, please define it as: public static void main(String[] args), or void main()");
    }

    @Test
    void defaultStackHoldsThousandsOfGuestFrames() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "DeepRecursion", "3000");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("3000", r.stdout().strip());
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void outOfMemoryIsOneLine() throws Exception {
        assertOutOfMemoryIsOneLine(Launcher.run(List.of("-Xmx200m", "-cp", CP, PKG + "ExhaustHeap"), 280));
    }

    /** Small objects: the host may run out of memory outside the guest, or collect for ever without an OutOfMemoryError. */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void outOfMemoryWithSmallObjectsIsOneLine() throws Exception {
        assertOutOfMemoryIsOneLine(Launcher.run(List.of("-Xmx200m", "-cp", CP, PKG + "ExhaustHeap", "small"), 280));
    }

    private static void assertOutOfMemoryIsOneLine(Launcher.Result r) {
        assertEquals(1, r.exitCode(), r::stderr);
        assertEquals(1, r.stderrLines().size(), () -> "expected one line, got:\n" + r.stderr());
        String line = r.stderrLines().get(0);
        assertTrue(line.contains("OutOfMemoryError") || line.contains("out of memory"), line);
        assertFalse(r.stderr().contains("at org.goldilocks.launcher"), r::stderr);
        assertFalse(r.stderr().contains("\tat "), r::stderr);
        assertEquals("", r.stdout());
    }

    /** HotSpot's console (tty) is the program's stdout: off, so only the program writes there (a host OOM in a JVMCI upcall printed on it). */
    @Test
    void hostVmConsoleIsOffUnlessAskedFor() throws Exception {
        Launcher.Result quiet = run("-XX:+PrintFlagsFinal", "-cp", CP, PKG + "EchoArgs", "0", "x");
        assertEquals(0, quiet.exitCode(), quiet::stderr);
        assertEquals("null|0|x", quiet.stdout().strip());
        Launcher.Result asked = run("-XX:+DisplayVMOutput", "-XX:+PrintFlagsFinal", "-cp", CP, PKG + "EchoArgs", "0", "x");
        assertEquals(0, asked.exitCode(), asked::stderr);
        assertTrue(asked.stdout().contains("DisplayVMOutput"), asked::stdout);
    }

    @Test
    void reportFileProblemsAreOneAccurateLine(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("plain-file"), "");
        LauncherErrors.assertOneLineError(run("--race-report=" + file + "/races.json", "-cp", CP, PKG + "EchoArgs", "0"), 2,
                        "goldilocks: error: cannot write race report " + file + "/races.json: " + file + " is not a directory");
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self")), "no /proc");
        // /proc exists: "cannot create files in /proc" (ENOENT, as root) or "permission denied", never "no such directory"
        LauncherErrors.assertOneLineErrorOf(run("--race-report=/proc/races.json", "-cp", CP, PKG + "EchoArgs", "0"), 2,
                        List.of("goldilocks: error: cannot write race report /proc/races.json: cannot create files in /proc",
                                        "goldilocks: error: cannot write race report /proc/races.json: permission denied"));
    }

    @Test
    void jarRunsItsMainClass(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("echo.jar");
        writeJar(jar, PKG + "EchoArgs");
        Launcher.Result r = run("-Dgreeting=from-jar", "-jar", jar.toString(), "3", "a b");
        assertEquals(3, r.exitCode(), r::stderr);
        assertEquals("from-jar|3|a b", r.stdout().strip());
    }

    /** As java: a class path entry {@code <dir>/*} means the .jar and .JAR files in dir (not other files, not subdirectories). */
    @Test
    void classPathWildcardMeansTheJarsOfTheDirectory(@TempDir Path dir) throws Exception {
        Path lib = Files.createDirectories(dir.resolve("lib"));
        writeJar(lib.resolve("echo.JAR"), PKG + "EchoArgs");
        Files.writeString(lib.resolve("notes.txt"), "not a jar");
        Path nested = Files.createDirectories(lib.resolve("nested"));
        writeJar(nested.resolve("thrower.jar"), PKG + "Thrower");
        String cp = dir.resolve("no-such-dir") + "/*:" + lib + "/*";
        Launcher.Result r = run("-Dgreeting=from-lib", "-cp", cp, PKG + "EchoArgs", "4", "x");
        assertEquals(4, r.exitCode(), r::stderr);
        assertEquals("from-lib|4|x", r.stdout().strip());
        LauncherErrors.assertOneLineError(run("-cp", lib + "/*", PKG + "Thrower"), 1,
                        "goldilocks: error: could not find or load main class " + PKG + "Thrower");
    }

    @Test
    void uncaughtExceptionInMainPrintsLikeJavaAndExits1() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "Thrower");
        assertEquals(1, r.exitCode());
        assertTrue(r.stderr().contains("Exception in thread \"main\" java.lang.IllegalStateException: boom"), r::stderr);
        assertTrue(r.stderr().contains("at org.goldilocks.corpus.launcher.Thrower.main(Thrower.java:6)"), r::stderr);
    }

    @Test
    void uncaughtIterableExceptionKeepsItsClass() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "ThrowsIterable");
        assertEquals(1, r.exitCode(), r::stderr);
        assertEquals(List.of("Exception in thread \"main\" java.sql.SQLException: table BANK not found",
                        "\tat " + PKG + "ThrowsIterable.main(ThrowsIterable.java:12)"), r.stderrLines(), r::stderr);
    }

    /** The runtime prints nothing of Truffle's: a hooked tiny method is not claimed trivial (hooks.Triviality). */
    @Test
    void sharedTinyMethodCompilesWithoutTruffleWarnings() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "SharedTrivialCallee", "100000");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals(List.of("true"), r.stdout().lines().toList());
        assertEquals(List.of(), r.stderrLines(), r::stderr);
    }

    @Test
    void waitsForNonDaemonThreads() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "LateThread");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals(List.of("main done", "late thread done"), r.stdout().lines().toList());
    }

    /** The launcher keeps a dying VM thread's host stack trace off stderr, and nothing else. */
    @Test
    void otherThreadsStderrPassesThrough() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "WorkerStderr");
        assertEquals(0, r.exitCode(), r::stderr);
        List<String> lines = r.stderrLines();
        assertEquals("worker: hello", lines.get(0), r::stderr);
        assertEquals("java.lang.OutOfMemoryError: pretend", lines.get(1), r::stderr);
        assertTrue(lines.get(2).startsWith("\tat org.goldilocks.corpus.launcher.WorkerStderr.lambda$main$0("), r::stderr);
        assertTrue(lines.contains("Exception in thread \"worker\" java.lang.IllegalStateException: worker gives up"), r::stderr);
        assertEquals("main: done", lines.get(lines.size() - 1), r::stderr);
    }

    /** As java (HotSpot's JavaThread::exit): one line, the thread ends, the program goes on. */
    @Test
    void uncaughtExceptionHandlerThatThrowsIsOneLine() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "HandlerThrows");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("main: done", r.stdout().strip(), r::stderr);
        assertEquals(List.of("", "Exception: java.lang.UnsupportedOperationException thrown from the UncaughtExceptionHandler in thread \"worker\""),
                        r.stderr().lines().toList(), r::stderr);
    }

    @Test
    void enableAssertions() throws Exception {
        assertEquals(0, run("-cp", CP, PKG + "Asserts").exitCode());
        Launcher.Result r = run("-ea", "-cp", CP, PKG + "Asserts");
        assertEquals(1, r.exitCode());
        assertTrue(r.stderr().contains("java.lang.AssertionError: assertions are on"), r::stderr);
    }

    @Test
    void raceInMainEndsTheProgramWithStatus1AndTheReport() throws Exception {
        Launcher.Result r = run("-cp", CP, RACY);
        assertEquals(1, r.exitCode());
        assertTrue(r.stderr().contains("Exception in thread \"main\" org.goldilocks.DataRaceException: read of "
                        + RACY + ".data by thread \"main\""), r::stderr);
    }

    @Test
    void fastTrackEngineFindsTheSameRace() throws Exception {
        Launcher.Result r = run("--engine=fasttrack", "-cp", CP, RACY);
        assertEquals(1, r.exitCode());
        assertTrue(r.stderr().contains("org.goldilocks.DataRaceException: read of " + RACY + ".data"), r::stderr);
    }

    @Test
    void raceOffRunsTheSameProgramWithoutDetection() throws Exception {
        Launcher.Result r = run("--race=off", "-cp", CP, RACY);
        assertEquals(0, r.exitCode(), r::stderr);
        assertFalse(r.stderr().contains("DataRaceException"), r::stderr);
        assertEquals("42", r.stdout().strip());
    }

    static void writeJar(Path jar, String mainClass) throws IOException {
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
        String entry = mainClass.replace('.', '/') + ".class";
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream jos = new JarOutputStream(os, mf)) {
            jos.putNextEntry(new JarEntry(entry));
            jos.write(Files.readAllBytes(Launcher.CORPUS_CLASSES.resolve(entry)));
            jos.closeEntry();
        }
    }
}
