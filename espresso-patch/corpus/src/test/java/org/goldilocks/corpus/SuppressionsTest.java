package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/** --suppressions=<file>: fields, classes and methods the detector does not check; a bad file is a one-line error. */
class SuppressionsTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String RACY = "org.goldilocks.corpus.racy.";

    static CorpusProgram racy(String simpleName) {
        return CorpusProgram.all().stream().filter(p -> p.className().equals(RACY + simpleName)).findFirst().orElseThrow();
    }

    /** One run, four racy programs: one suppressed by field, one by method, one by class, one not at all. */
    @Test
    void suppressedByFieldMethodAndClassOthersStillRaise(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("suppressions.txt");
        Files.writeString(file, """
                        # benign in this test
                        field  %1$sWriteThenUnorderedRead.data
                        method %1$sLostUpdate.hit     # every access hit() makes
                        class  %1$sHalfLocked
                        """.formatted(RACY));
        List<CorpusProgram> suppressed = List.of(racy("WriteThenUnorderedRead"), racy("LostUpdate"), racy("HalfLocked"));
        CorpusProgram still = racy("WriteWrite");
        CorpusRun run = CorpusRun.of(List.of(suppressed.get(0), suppressed.get(1), suppressed.get(2), still),
                        List.of("--suppressions=" + file));
        assertEquals(0, run.raw.exitCode(), run.raw::stderr);
        for (CorpusProgram p : suppressed) {
            JsonNode result = run.resultOf(p);
            assertEquals(0, result.get("findings").size(), () -> p.className() + " is suppressed but raised: " + result);
            assertTrue(result.get("completed").asBoolean(), result::toString);
        }
        CorpusChecks.check(still, run.resultOf(still), run.raw.stderr());
    }

    @Test
    void malformedLineIsOneLineWithFileAndLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, "field a.B.c\nfeild a.B.d\n");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--suppressions=" + file, "-cp", CP, RACY + "WriteWrite"), 2,
                        "goldilocks: error: " + file + ":2: unknown kind 'feild' (expected field, class, method, code, volatile or atomic-code)");
        Files.writeString(file, "\n\nfield hits\n");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--suppressions", file.toString(), "-cp", CP, RACY + "WriteWrite"), 2,
                        "goldilocks: error: " + file + ":3: 'hits' needs a class: <class>.<member>");
    }

    @Test
    void missingFileIsOneLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("none.txt");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--suppressions=" + file, "-cp", CP, RACY + "WriteWrite"), 2,
                        "goldilocks: error: cannot read suppression file " + file + ": no such file");
    }
}
