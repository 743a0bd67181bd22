package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/** Launcher errors: exactly one line on stderr, the expected status, no stack trace, nothing on stdout. */
final class LauncherErrors {
    private LauncherErrors() {
    }

    static Launcher.Result run(String... args) throws Exception {
        return Launcher.runStartupBound(List.of(args), 120);
    }

    static void assertOneLineError(Launcher.Result r, int status, String line) {
        assertOneLineErrorOf(r, status, List.of(line));
    }

    /** As {@link #assertOneLineError}, where the line may be any of {@code lines} (it depends on the machine). */
    static void assertOneLineErrorOf(Launcher.Result r, int status, List<String> lines) {
        List<String> stderr = r.stderrLines();
        assertTrue(stderr.size() == 1 && lines.contains(stderr.get(0)),
                        () -> "expected exactly one line out of " + lines + ", got:\n" + r.stderr());
        assertEquals(status, r.exitCode(), r::stderr);
        assertEquals("", r.stdout());
    }
}
