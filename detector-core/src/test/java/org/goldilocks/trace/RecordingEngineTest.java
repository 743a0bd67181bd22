package org.goldilocks.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.engine.hybrid.HybridConfig;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.junit.jupiter.api.Test;

/**
 * A recorded run replays to the same verdicts: every example trace is replayed through a
 * {@link RecordingEngine}, and the trace it wrote is replayed again on a fresh engine.
 */
class RecordingEngineTest {
    @Test
    void hybridTracesRecordAndReplayToTheSameVerdicts() throws Exception {
        for (Path trace : list(Path.of("src/test/resources/traces/hybrid"))) {
            roundTrip(trace, HybridEngine::new);
            roundTrip(trace, () -> new HybridEngine(HybridConfig.DEFAULT.withMode(HybridConfig.Mode.SIMPLE)));
        }
    }

    @Test
    void happensBeforeTracesRecordAndReplayToTheSameVerdicts() throws Exception {
        for (Path trace : GoldenTraces.wellFormed()) {
            roundTrip(trace, FastTrackEngine::new);
        }
    }

    @Test
    void aWaitIsWrittenAsAWaitAndItsEndAsNotified() throws Exception {
        String recorded = record(GoldenTraces.parse(Path.of("src/test/resources/traces/hybrid/wait-notify.trace").toAbsolutePath()),
                new HybridEngine());
        assertTrue(recorded.contains("T1 wait L"), recorded);
        assertTrue(recorded.contains("T0 notify L"), recorded);
        assertTrue(recorded.contains("T1 waited L"), recorded);
    }

    private static void roundTrip(Path trace, Supplier<Engine> engines) throws Exception {
        List<TraceEvent> events = GoldenTraces.parse(trace.toAbsolutePath());
        ReplayResult original = new Replayer(engines.get()).replay(events);
        String recorded = record(events, engines.get());
        ReplayResult again = new Replayer(engines.get()).replay(TraceParser.parse(recorded));
        assertEquals(verdicts(original), verdicts(again), trace + " recorded as:\n" + recorded);
    }

    private static String record(List<TraceEvent> events, Engine engine) {
        StringWriter out = new StringWriter();
        RecordingEngine recording = new RecordingEngine(engine, out);
        new Replayer(recording).replay(events);
        recording.flush();
        return out.toString();
    }

    private static List<Boolean> verdicts(ReplayResult r) {
        List<Boolean> v = new ArrayList<>();
        for (AccessVerdict a : r.accesses()) {
            v.add(a.racy());
        }
        return v;
    }

    private static List<Path> list(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".trace")).sorted().toList();
        }
    }
}
