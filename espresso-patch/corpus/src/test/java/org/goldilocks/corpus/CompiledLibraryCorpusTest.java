package org.goldilocks.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The rest of the corpus ({@link CorpusProgram#librarySubset}: collections, executors, locks,
 * sync, reflection...) with compilation forced early, as {@link CompiledCorpusTest} runs the hook
 * subset: together they run every corpus program with its own methods compiled on first call. In
 * batches, one VM each: the whole corpus compiled immediately in one VM kept the compiler busy for
 * over 20 minutes on 2 cores and ended with the host out of memory in a compiler thread.
 */
class CompiledLibraryCorpusTest {
    private static final int BATCH = 36;
    static final List<List<CorpusProgram>> BATCHES = batches(CorpusProgram.librarySubset());
    static final List<CorpusRun> RUNS = new ArrayList<>();

    private static List<List<CorpusProgram>> batches(List<CorpusProgram> programs) {
        List<List<CorpusProgram>> batches = new ArrayList<>();
        for (int i = 0; i < programs.size(); i += BATCH) {
            batches.add(programs.subList(i, Math.min(programs.size(), i + BATCH)));
        }
        return batches;
    }

    @BeforeAll
    static void runCorpus() throws Exception {
        for (List<CorpusProgram> batch : BATCHES) {
            RUNS.add(CorpusRun.of(batch, CompiledCorpusTest.COMPILE_EARLY));
        }
    }

    @Test
    void corpusMethodsWereCompiled() {
        for (int i = 0; i < BATCHES.size(); i++) {
            CompiledCorpusTest.assertCompiled(RUNS.get(i), BATCHES.get(i));
        }
    }

    @TestFactory
    Stream<DynamicTest> corpus() {
        Stream<DynamicTest> tests = Stream.empty();
        for (int i = 0; i < BATCHES.size(); i++) {
            tests = Stream.concat(tests, CorpusChecks.tests(BATCHES.get(i), RUNS.get(i)));
        }
        return tests;
    }
}
