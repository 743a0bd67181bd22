package org.goldilocks.corpus;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The timed-wait programs ({@code racefree.waits}: parks, waits, sleeps, joins, condition and
 * synchronizer timeouts; tiny, zero, negative, huge and absolute deadlines; interrupts and unparks
 * before and during) with detection off: {@code --race=off} is the user's escape hatch, and
 * Espresso 25.0.2's park defect hung it too. With detection on they run in every corpus mode
 * (CorpusTest and the compiled runs). Each program bounds its own waits (Waits), so a hang is a
 * failure with the stuck thread named, not a stalled build.
 */
class TimedWaitsTest {
    static final List<CorpusProgram> PROGRAMS = CorpusProgram.all().stream()
                    .filter(p -> p.className().startsWith("org.goldilocks.corpus.racefree.waits.")).toList();
    static CorpusRun run;

    @BeforeAll
    static void runWaits() throws Exception {
        if (PROGRAMS.size() < 3) {
            throw new AssertionError("the timed-wait programs were not found: " + PROGRAMS);
        }
        run = CorpusRun.of(PROGRAMS, List.of("--race=off"));
    }

    @TestFactory
    Stream<DynamicTest> timedWaitsWithDetectionOff() {
        return CorpusChecks.tests(PROGRAMS, run);
    }
}
