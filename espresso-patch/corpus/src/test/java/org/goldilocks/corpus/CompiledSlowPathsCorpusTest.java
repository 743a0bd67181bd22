package org.goldilocks.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The programs that reach every hook directly ({@link CorpusProgram#hookSubset}) compiled early as
 * in {@link CompiledCorpusTest}, with the slow-path profile off
 * ({@code goldilocks.slowPathProfile=off}): compiled code keeps every slow-path call instead of
 * deoptimizing at the first one, so the races are raised and the synchronization recorded by the
 * compiled form of the slow paths too, not by the interpreter after a deoptimization.
 */
class CompiledSlowPathsCorpusTest {
    static final List<CorpusProgram> PROGRAMS = CompiledCorpusTest.PROGRAMS;
    static CorpusRun run;

    @BeforeAll
    static void runCorpus() throws Exception {
        List<String> options = new ArrayList<>(CompiledCorpusTest.COMPILE_EARLY);
        options.add("-J-Dgoldilocks.slowPathProfile=off");
        run = CorpusRun.of(PROGRAMS, options);
    }

    @Test
    void corpusMethodsWereCompiled() {
        CompiledCorpusTest.assertCompiled(run, PROGRAMS);
    }

    @TestFactory
    Stream<DynamicTest> corpus() {
        return CorpusChecks.tests(PROGRAMS, run);
    }
}
