package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The one-line-error check of the launcher tests rejects what is not exactly one line of error. */
class LauncherErrorsTest {
    private static final String LINE = "goldilocks: error: no main class given (see bin/goldilocks --help)";

    @Test
    void exactlyTheLineTheStatusAndNoOutputPass() {
        LauncherErrors.assertOneLineError(new Launcher.Result(2, "", LINE + "\n"), 2, LINE);
    }

    @Test
    void anythingElseFails() {
        assertThrows(AssertionFailedError.class,
                        () -> LauncherErrors.assertOneLineError(new Launcher.Result(2, "", LINE + "\n\tat Main.main\n"), 2, LINE));
        assertThrows(AssertionFailedError.class,
                        () -> LauncherErrors.assertOneLineError(new Launcher.Result(2, "output\n", LINE + "\n"), 2, LINE));
        assertThrows(AssertionFailedError.class, () -> LauncherErrors.assertOneLineError(new Launcher.Result(1, "", LINE + "\n"), 2, LINE));
        assertThrows(AssertionFailedError.class,
                        () -> LauncherErrors.assertOneLineError(new Launcher.Result(2, "", "goldilocks: error: other\n"), 2, LINE));
    }
}
