package org.goldilocks.corpus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the real launcher, bin/goldilocks, in a subprocess. */
final class Launcher {
    static final Path ROOT = Path.of(System.getProperty("goldilocks.root", "../..")).toAbsolutePath().normalize();
    static final Path SCRIPT = ROOT.resolve("bin/goldilocks");
    static final Path CORPUS_CLASSES = Path.of(System.getProperty("corpus.classes", "target/classes")).toAbsolutePath();

    record Result(int exitCode, String stdout, String stderr) {
        List<String> stderrLines() {
            return stderr.lines().filter(l -> !l.isBlank()).toList();
        }
    }

    private Launcher() {
    }

    static Result run(List<String> args, long timeoutSeconds) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(SCRIPT.toString());
        cmd.addAll(args);
        Path out = Files.createTempFile("goldilocks-out", ".txt");
        Path err = Files.createTempFile("goldilocks-err", ".txt");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor();
                throw new AssertionError("bin/goldilocks " + args + " did not finish in " + timeoutSeconds + " s; stderr:\n"
                                + Files.readString(err, StandardCharsets.UTF_8));
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
