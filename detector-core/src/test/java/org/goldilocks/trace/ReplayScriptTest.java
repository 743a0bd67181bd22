package org.goldilocks.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The replayer as users run it: the real {@code bin/goldilocks-replay} script, through
 * {@code src/test/resources/traces/check-golden.sh}, on every example trace (the paper examples
 * among them), several traces in one run, every malformed trace, and bad usage. Stdout and the exit
 * status must match the expected files exactly.
 */
class ReplayScriptTest {
    private static final Path TRACES = Path.of("src/test/resources/traces").toAbsolutePath();

    @ParameterizedTest
    @ValueSource(strings = {"goldilocks", "fasttrack", "hybrid"})
    void goldenTracesThroughTheRealScript(String engine) throws IOException, InterruptedException {
        Path out = Files.createTempFile("golden-" + engine, ".txt");
        Process p = new ProcessBuilder("bash", TRACES.resolve("check-golden.sh").toString(), engine)
                        .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), "check-golden.sh did not finish");
        String output = Files.readString(out, StandardCharsets.UTF_8);
        Files.delete(out);
        assertEquals(0, p.exitValue(), output);
        assertTrue(output.matches("(?s).*golden: [1-9][0-9]* passed, 0 failed\\s*"), output);
    }
}
