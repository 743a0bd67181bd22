package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The java entry point: the {@code bin/java} of {@code bin/goldilocks --print-java-home} takes the
 * command lines build tools give java (Surefire's forked JVM: an {@code @argfile}, {@code -jar} of a
 * booter jar whose manifest Class-Path holds relative, %-escaped URLs) and our options from
 * GOLDILOCKS_OPTIONS; probes are answered, agents refused in one line.
 */
class JavaEntryPointTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String ECHO = "org.goldilocks.corpus.launcher.EchoArgs";
    private static Path java;

    @BeforeAll
    static void javaHome() throws Exception {
        Launcher.Result r = Launcher.run(List.of("--print-java-home"), 120);
        assertEquals(0, r.exitCode(), r::stderr);
        Path home = Path.of(r.stdout().strip());
        java = home.resolve("bin/java");
        assertTrue(Files.isExecutable(java), java::toString);
        assertTrue(Files.readString(home.resolve("release")).startsWith("JAVA_VERSION=\"25"), "Surefire reads the version there");
    }

    private static Launcher.Result java(Map<String, String> env, String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().remove("GOLDILOCKS_OPTIONS");
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS));
        return new Launcher.Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void versionProbeIsAnswered() throws Exception {
        Launcher.Result r = java(Map.of(), "-version");
        assertEquals(0, r.exitCode(), r::stderr);
        assertTrue(r.stderr().startsWith("openjdk version \"25"), r::stderr);
        assertTrue(r.stderr().contains("Goldilocks race-aware Java VM"), r::stderr);
    }

    @Test
    void javaAgentIsOneLineError() throws Exception {
        LauncherErrors.assertOneLineError(java(Map.of(), "-javaagent:/tmp/agent.jar", "-cp", CP, ECHO, "0"), 1,
                        "goldilocks: error: -javaagent is not supported: the race-aware VM (Espresso) cannot run java agents (-javaagent:/tmp/agent.jar)");
    }

    @Test
    void unknownOptionIsOneLineError() throws Exception {
        LauncherErrors.assertOneLineError(java(Map.of(), "-Xfoo", "--no-such", "-cp", CP, ECHO, "0"), 1,
                        "goldilocks: error: Unrecognized option: --no-such");
    }

    /** An argfile (quotes, a comment, a class path with a space), module options, -D, -Xmx, and our own options. */
    @Test
    void argFileModuleOptionsAndOwnOptions(@TempDir Path dir) throws Exception {
        Path spaced = Files.createSymbolicLink(dir.resolve("corpus classes"), Launcher.CORPUS_CLASSES);
        Path args = Files.writeString(dir.resolve("args.txt"), "# as Surefire writes them\n-classpath\n\"" + spaced + "\"\n"
                        + "--add-opens\njava.base/java.lang=ALL-UNNAMED\n'-Dgreeting=hello world'\n");
        Launcher.Result r = java(Map.of("GOLDILOCKS_OPTIONS", "--race-mode=report --race-exit-code=9"),
                        "-Xmx1g", "-server", "@" + args, "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", ECHO, "0", "@not-expanded");
        assertEquals("hello world|0|@not-expanded", r.stdout().strip(), r::stderr);
        assertTrue(r.stderr().contains("=== goldilocks: 0 data races"), () -> "report mode from GOLDILOCKS_OPTIONS:\n" + r.stderr());
        assertEquals(0, r.exitCode(), r::stderr);
    }

    /** Surefire's booter jar: no classes, a Main-Class, and a Class-Path of relative %-escaped URLs (a directory ends in '/'). */
    @Test
    void jarWithManifestClassPathUrls(@TempDir Path dir) throws Exception {
        Files.createSymbolicLink(dir.resolve("corpus classes"), Launcher.CORPUS_CLASSES);
        Path sub = Files.createDirectories(dir.resolve("booter"));
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().put(Attributes.Name.MAIN_CLASS, ECHO);
        mf.getMainAttributes().put(Attributes.Name.CLASS_PATH, "../corpus%20classes/");
        Path jar = sub.resolve("booter.jar");
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream jos = new JarOutputStream(os, mf)) {
            // only the manifest
        }
        Launcher.Result r = java(Map.of(), "-Dgreeting=jar", "-jar", jar.toString(), "0", "-version");
        assertEquals("jar|0|-version", r.stdout().strip(), r::stderr);
        assertEquals(0, r.exitCode(), r::stderr);
    }
}
