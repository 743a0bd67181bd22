package org.goldilocks.corpus;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The whole corpus under bin/goldilocks with default settings (Goldilocks engine, JIT on,
 * compilation when the JIT decides): racy programs raise DataRaceException exactly at their
 * marked access, race-free programs raise nothing.
 */
class CorpusTest {
    static final List<CorpusProgram> PROGRAMS = CorpusProgram.all();
    static CorpusRun run;

    @BeforeAll
    static void runCorpus() throws Exception {
        run = CorpusRun.of(PROGRAMS, List.of());
    }

    @TestFactory
    Stream<DynamicTest> corpus() {
        return CorpusChecks.tests(PROGRAMS, run);
    }
}
