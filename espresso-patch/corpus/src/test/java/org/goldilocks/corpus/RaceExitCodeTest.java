package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** --race-exit-code=<n>: a run that ends with 0 but found races exits with n (ThreadSanitizer's exitcode). */
class RaceExitCodeTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    /** Throw mode: the DataRaceException ends only the worker thread; main ends normally. */
    private static final String WORKER_RACES = "org.goldilocks.corpus.racy.UncaughtEndsOnlyItsThread";
    private static final String RACE_FREE = "org.goldilocks.corpus.launcher.EchoArgs";
    /** Report mode: a race, then System.exit(3). */
    private static final String RACE_THEN_EXIT = "org.goldilocks.corpus.reports.RaceThenExit";

    private static Launcher.Result run(String... args) throws Exception {
        return Launcher.runStartupBound(List.of(args), 300);
    }

    @Test
    void uncaughtRaceInAWorkerThreadGivesTheCode() throws Exception {
        // Without the option this run ends with 0: main ends normally, only the worker thread died.
        Launcher.Result with = run("--race-exit-code=66", "-cp", CP, WORKER_RACES);
        assertTrue(with.stderr().contains("org.goldilocks.DataRaceException"), with::stderr);
        assertEquals(66, with.exitCode(), with::stderr);
    }

    @Test
    void reportModeRacesGiveTheCode() throws Exception {
        Launcher.Result r = run("--race-mode=report", "--race-exit-code", "7", "-cp", CP, "org.goldilocks.corpus.racy.WriteThenUnorderedRead");
        assertTrue(r.stderr().contains("=== goldilocks: data race #1 ==="), r::stderr);
        assertEquals(7, r.exitCode(), r::stderr);
    }

    @Test
    void raceFreeRunKeepsZero() throws Exception {
        Launcher.Result r = run("--race-exit-code=66", "-cp", CP, RACE_FREE, "0");
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("", r.stderr());
    }

    @Test
    void programsOwnNonZeroStatusIsKept() throws Exception {
        Launcher.Result r = run("--race-mode=report", "--race-exit-code=66", "-cp", CP, RACE_THEN_EXIT);
        assertTrue(r.stderr().contains("=== goldilocks: data race #1 ==="), r::stderr);
        assertEquals(3, r.exitCode(), r::stderr);
    }

    @Test
    void badValuesAreOneLine() throws Exception {
        LauncherErrors.assertOneLineError(LauncherErrors.run("--race-exit-code=256", "-cp", CP, RACE_FREE), 2,
                        "goldilocks: error: --race-exit-code must be between 0 and 255, not 256");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--race-exit-code=x", "-cp", CP, RACE_FREE), 2,
                        "goldilocks: error: Invalid value for option '--race-exit-code': 'x' is not an int (see bin/goldilocks --help)");
    }
}
