package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/** Launcher errors: exactly one line on stderr, the expected status, no stack trace, nothing on stdout. */
final class LauncherErrors {
    private LauncherErrors() {
    }

    static Launcher.Result run(String... args) throws Exception {
        return Launcher.run(List.of(args), 120);
    }

    static void assertOneLineError(Launcher.Result r, int status, String line) {
        assertEquals(List.of(line), r.stderrLines(), () -> "expected exactly one line, got:\n" + r.stderr());
        assertEquals(status, r.exitCode(), r::stderr);
        assertEquals("", r.stdout());
    }
}
