package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/goldilocks behaves like java: arguments, properties, exit status, errors. */
class LauncherTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String PKG = "org.goldilocks.corpus.launcher.";
    private static final String RACY = "org.goldilocks.corpus.racy.WriteThenUnorderedRead";

    private static Launcher.Result run(String... args) throws Exception {
        return Launcher.run(List.of(args), 300);
    }

    /** A launcher error: one line on stderr, no stack trace, nothing on stdout. */
    private static void assertOneLineError(Launcher.Result r, int status, String text) {
        assertEquals(status, r.exitCode(), r::stderr);
        assertEquals(1, r.stderrLines().size(), () -> "expected one line, got:\n" + r.stderr());
        assertTrue(r.stderr().startsWith("goldilocks: "), r::stderr);
        assertTrue(r.stderr().contains(text), r::stderr);
        assertEquals("", r.stdout());
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
        assertOneLineError(run("--no-such-option", "-cp", CP, PKG + "EchoArgs"), 2, "--no-such-option");
    }

    @Test
    void unknownEngineIsOneLine() throws Exception {
        assertOneLineError(run("--engine=eraser", "-cp", CP, PKG + "EchoArgs"), 2, "unknown engine 'eraser'");
    }

    @Test
    void missingJarIsOneLine() throws Exception {
        assertOneLineError(run("-jar", "/nonexistent/app.jar"), 1, "unable to access jarfile /nonexistent/app.jar");
    }

    @Test
    void missingMainClassIsOneLine() throws Exception {
        assertOneLineError(run("-cp", CP, "no.such.Main"), 1, "could not find or load main class no.such.Main");
    }

    @Test
    void argumentsPropertiesAndExitStatusPassThrough() throws Exception {
        Launcher.Result r = run("-Dgreeting=hello", "-cp", CP, PKG + "EchoArgs", "7", "-x", "--race=off");
        assertEquals(7, r.exitCode(), r::stderr);
        assertEquals("hello|7|-x|--race=off", r.stdout().strip());
    }

    @Test
    void jarRunsItsMainClass(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("echo.jar");
        writeJar(jar, PKG + "EchoArgs");
        Launcher.Result r = run("-Dgreeting=from-jar", "-jar", jar.toString(), "3", "a b");
        assertEquals(3, r.exitCode(), r::stderr);
        assertEquals("from-jar|3|a b", r.stdout().strip());
    }

    @Test
    void uncaughtExceptionInMainPrintsLikeJavaAndExits1() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "Thrower");
        assertEquals(1, r.exitCode());
        assertTrue(r.stderr().contains("Exception in thread \"main\" java.lang.IllegalStateException: boom"), r::stderr);
        assertTrue(r.stderr().contains("at org.goldilocks.corpus.launcher.Thrower.main(Thrower.java:6)"), r::stderr);
    }

    @Test
    void waitsForNonDaemonThreads() throws Exception {
        Launcher.Result r = run("-cp", CP, PKG + "LateThread");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals(List.of("main done", "late thread done"), r.stdout().lines().toList());
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

    private static void writeJar(Path jar, String mainClass) throws IOException {
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
