package org.goldilocks.corpus;

import static org.goldilocks.corpus.LauncherErrors.assertOneLineError;
import static org.goldilocks.corpus.LauncherErrors.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reporting and debugging options: help, and bad values as one-line errors (no guest VM is started). */
class ReportOptionsTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String MAIN = "org.goldilocks.corpus.racy.WriteWrite";

    @Test
    void helpListsTheOptions() throws Exception {
        Launcher.Result r = run("--help");
        assertEquals(0, r.exitCode());
        for (String option : List.of("--race-mode", "--race-report", "--race-stderr", "--race-stacks", "--racy-variables-out",
                        "--race-stacks-for", "--suppressions", "-agentlib:jdwp")) {
            assertTrue(r.stdout().contains(option), () -> "help does not mention " + option + ":\n" + r.stdout());
        }
    }

    @Test
    void badValuesAreOneLineErrors(@TempDir Path dir) throws Exception {
        assertOneLineError(run("--race-mode=ignore", "-cp", CP, MAIN), 2,
                        "goldilocks: error: unknown race mode 'ignore' (expected throw or report)");
        assertOneLineError(run("--race-stacks=deep", "-cp", CP, MAIN), 2,
                        "goldilocks: error: unknown race stacks 'deep' (expected top or full)");
        Path noDir = dir.resolve("no-such-dir/races.json");
        assertOneLineError(run("--race-report=" + noDir, "-cp", CP, MAIN), 2,
                        "goldilocks: error: cannot write race report " + noDir + ": no such directory");
        assertOneLineError(run("--racy-variables-out=" + dir, "-cp", CP, MAIN), 2,
                        "goldilocks: error: cannot write racy variables file " + dir + ": is a directory");
        Path vars = dir.resolve("vars.txt");
        Files.writeString(vars, "field org.x.Y.z\nfield\n");
        assertOneLineError(run("--race-stacks-for=" + vars, "-cp", CP, MAIN), 2,
                        "goldilocks: error: " + vars + ":2: expected '<field|class|method|code|volatile|atomic-code> <name>', found 'field'");
        assertOneLineError(run("-agentlib:jdwp=transport=dt_shmem,server=y", "-cp", CP, MAIN), 2,
                        "goldilocks: error: -agentlib:jdwp: transport dt_shmem is not supported (only dt_socket)");
        assertOneLineError(run("-agentlib:jdwp=transport=dt_socket,address=localhost:99999", "-cp", CP, MAIN), 2,
                        "goldilocks: error: -agentlib:jdwp: address localhost:99999 needs a port in 0-65535 ([<host>:]<port>)");
    }
}
