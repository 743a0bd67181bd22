package org.goldilocks.engine.fasttrack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.goldilocks.trace.GoldenTraces;
import org.goldilocks.trace.Replayer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** FastTrack on the hand-written example traces (src/test/resources/traces), with and without the fast path. */
class FastTrackTracesTest {
    static List<Path> traces() {
        return GoldenTraces.wellFormed();
    }

    @ParameterizedTest
    @MethodSource("traces")
    void replaysToTheExpectedOutput(Path trace) {
        for (boolean fastPath : new boolean[] {false, true}) {
            String report = new Replayer(new FastTrackEngine(), fastPath).replay(GoldenTraces.parse(trace)).report();
            assertEquals(GoldenTraces.expected(trace), report, trace + (fastPath ? " (fast path)" : ""));
        }
    }
}
