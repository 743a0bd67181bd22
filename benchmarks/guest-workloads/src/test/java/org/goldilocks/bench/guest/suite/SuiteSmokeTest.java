package org.goldilocks.bench.guest.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The whole-program suite's smoke test: every program once, at its smoke size, in one VM through
 * the real launcher (bin/goldilocks) without and with race detection. Each program checks its own
 * result; here every one must print its result line, with the digest it computes on this host
 * JVM (HotSpot), and no race may be reported. (bin/bench suite measures them: docs/results.md.)
 */
class SuiteSmokeTest {
    private static final Path ROOT = Path.of(System.getProperty("goldilocks.root", "../..")).toAbsolutePath().normalize();
    private static final String CLASSES = Path.of(System.getProperty("suite.classes", "target/classes")).toAbsolutePath().toString();
    private static final long TIMEOUT_SECONDS = 300;
    private static List<String> onHotSpot;

    @BeforeAll
    static void runOnThisJvm() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            Suite.main(new String[] {"all", "--smoke"});
        } finally {
            System.setOut(stdout);
        }
        onHotSpot = results(out.toString(StandardCharsets.UTF_8));
        assertEquals(Suite.PROGRAMS.size(), onHotSpot.size(), "result lines on HotSpot:\n" + onHotSpot);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--race=off", "--race=on"})
    void everyProgramComputesWhatItDoesOnHotSpot(String race) throws Exception {
        File out = File.createTempFile("suite-smoke", ".out");
        File err = File.createTempFile("suite-smoke", ".err");
        try {
            Process p = new ProcessBuilder(ROOT.resolve("bin/goldilocks").toString(), race, "-cp", CLASSES, Suite.class.getName(), "all", "--smoke")
                            .redirectOutput(out).redirectError(err).start();
            boolean ended = p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (!ended) {
                p.destroyForcibly().waitFor();
            }
            String stderr = Files.readString(err.toPath());
            assertEquals("ended with status 0", ended ? "ended with status " + p.exitValue() : "timed out", stderr);
            assertFalse(stderr.contains("data race"), stderr);
            // the same programs, sizes and digests; only the times differ
            assertEquals(withoutTimes(onHotSpot), withoutTimes(results(Files.readString(out.toPath()))), stderr);
        } finally {
            out.delete();
            err.delete();
        }
    }

    private static List<String> results(String stdout) {
        return stdout.lines().filter(l -> l.startsWith(Suite.RESULT)).toList();
    }

    private static List<String> withoutTimes(List<String> lines) {
        return lines.stream().map(l -> l.replaceAll(" (setup|seconds)=\\S+", "")).toList();
    }
}
