package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * --fresh-objects: the corpus runs with it on (the default); here the programs about fresh objects
 * run with it off and must give the same verdicts, so the option is wired and changes no verdict
 * on programs whose hand-offs are checked.
 */
class FreshObjectsTest {
    @Test
    void freshProgramsGiveTheSameVerdictsWithFreshObjectsOff() throws Exception {
        List<CorpusProgram> fresh = CorpusProgram.all().stream().filter(p -> p.className().contains(".fresh.")).toList();
        assertTrue(fresh.size() >= 5, () -> "expected the racy/fresh and racefree/fresh programs, found " + fresh);
        CorpusRun run = CorpusRun.of(fresh, List.of("--fresh-objects=off"));
        assertEquals(0, run.raw.exitCode(), run.raw::stderr);
        for (CorpusProgram p : fresh) {
            CorpusChecks.check(p, run.resultOf(p), run.raw.stderr());
        }
    }

    @Test
    void helpAndBadValue() throws Exception {
        Launcher.Result help = Launcher.run(List.of("--help"), 60);
        assertTrue(help.stdout().contains("--fresh-objects"), help::stdout);
        LauncherErrors.assertOneLineError(LauncherErrors.run("--fresh-objects=maybe", "-cp", Launcher.CORPUS_CLASSES.toString(),
                        "org.goldilocks.corpus.racy.WriteWrite"), 2,
                        "goldilocks: error: Invalid value for option '--fresh-objects': expected one of [on, off] (case-sensitive) but was 'maybe'"
                                        + " (see bin/goldilocks --help)");
    }
}
