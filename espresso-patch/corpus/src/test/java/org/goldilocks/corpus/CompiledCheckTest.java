package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * The compiled-corpus check fails where it should: for each program, not for the run in total (one
 * program left interpreted among compiled ones fails it), and on a failed compilation.
 */
class CompiledCheckTest {
    private static final CorpusProgram A = program("org.goldilocks.corpus.racy.A");
    private static final CorpusProgram B = program("org.goldilocks.corpus.racefree.B");

    private static CorpusProgram program(String className) {
        return new CorpusProgram(className, false, className.substring(className.lastIndexOf('.') + 1) + ".java", -1, null, null);
    }

    private static CorpusRun runWith(String... stderrLines) {
        return new CorpusRun(new Launcher.Result(0, "", String.join("\n", stderrLines)));
    }

    @Test
    void aProgramNoneOfWhoseMethodsWasCompiledFails() {
        CorpusRun run = runWith("[engine] opt done   id=1 Lorg/goldilocks/corpus/racy/A;.run()V |Tier 2",
                        "[engine] opt done   id=2 Lorg/goldilocks/corpus/racy/A$1;.run()V |Tier 2");
        CompiledCorpusTest.assertCompiled(run, List.of(A));
        assertThrows(AssertionFailedError.class, () -> CompiledCorpusTest.assertCompiled(run, List.of(A, B)));
    }

    @Test
    void aFailedCompilationFails() {
        CorpusRun run = runWith("[engine] opt done   id=1 Lorg/goldilocks/corpus/racy/A;.run()V |Tier 2",
                        "[engine] opt failed id=2 Lorg/goldilocks/corpus/racy/A;.main([Ljava/lang/String;)V |Tier 2");
        assertThrows(AssertionFailedError.class, () -> CompiledCorpusTest.assertCompiled(run, List.of(A)));
    }
}
