package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The corpus programs that reach every hook directly ({@link CorpusProgram#hookSubset}) with
 * compilation forced early: every corpus method is compiled by the Graal JIT on its first call, in
 * the foreground, and a compilation failure is an error. So the accesses and synchronization of
 * the corpus run through the compiled (partially evaluated) form of every hook, not only the
 * interpreter. This is the configuration users run: compiled code deoptimizes at its first slow
 * path ({@code SlowPathProfile}); {@link CompiledSlowPathsCorpusTest} runs the same programs again
 * with the slow-path calls compiled in. The library-heavy subpackages (collections, executors,
 * locks, sync...) run compiled early in {@link CompiledLibraryCorpusTest}, in batches.
 */
class CompiledCorpusTest {
    /**
     * The guest Harness itself is left interpreted: its loop calls each program's main through
     * reflection, so every program inlined new JDK methods into it and it was invalidated and
     * recompiled about 20 times per batch, half the compilation time of a batch (measured in
     * docs/results.md, "Compile churn").
     * The host replays no method profiles from its AOT cache here ({@code -AOTReplayTraining}; the
     * cache's classes stay mapped): the profiles of the start-up training run make Graal slower
     * when it compiles every method at once (20 corpus programs: 52 s with them, 41 s without;
     * docs/results.md, "Host start-up").
     */
    static final List<String> COMPILE_EARLY = List.of(
                    "-J-XX:+UnlockDiagnosticVMOptions", "-J-XX:-AOTReplayTraining",
                    "-J-Dpolyglot.engine.BackgroundCompilation=false",
                    "-J-Dpolyglot.engine.CompileImmediately=true",
                    "-J-Dpolyglot.engine.CompileOnly=org/goldilocks/corpus,~org/goldilocks/corpus/support/Harness",
                    "-J-Dpolyglot.engine.CompilationFailureAction=Throw",
                    "-J-Dpolyglot.engine.TraceCompilation=true");
    static final List<CorpusProgram> PROGRAMS = CorpusProgram.hookSubset();
    static CorpusRun run;

    @BeforeAll
    static void runCorpus() throws Exception {
        run = CorpusRun.of(PROGRAMS, COMPILE_EARLY);
    }

    @Test
    void corpusMethodsWereCompiled() {
        assertCompiled(run, PROGRAMS);
    }

    /** Every program had methods of its own (of its class or a nested one) compiled, and no compilation failed. */
    static void assertCompiled(CorpusRun run, List<CorpusProgram> programs) {
        List<String> compiled = run.raw.stderr().lines().filter(l -> l.contains("opt done")).toList();
        List<String> notCompiled = programs.stream().map(CorpusProgram::className)
                        .filter(c -> compiled.stream().noneMatch(l -> l.contains("L" + c.replace('.', '/') + ";")
                                        || l.contains("L" + c.replace('.', '/') + "$")))
                        .toList();
        assertEquals(List.of(), notCompiled, "programs none of whose methods were compiled");
        assertFalse(run.raw.stderr().contains("opt failed"), "a compilation failed:\n" + run.raw.stderr());
    }

    @TestFactory
    Stream<DynamicTest> corpus() {
        return CorpusChecks.tests(PROGRAMS, run);
    }
}
