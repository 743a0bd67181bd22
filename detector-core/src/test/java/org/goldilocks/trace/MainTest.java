package org.goldilocks.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.fasttrack.FastTrackEngine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The command line through {@link Main#run}: outputs, exit codes, and what goes where. */
class MainTest {
    @TempDir
    Path dir;

    record Result(int status, String out, String err) {
    }

    static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static List<Path> wellFormed() {
        return GoldenTraces.wellFormed();
    }

    static List<Path> malformed() {
        return GoldenTraces.malformed();
    }

    @ParameterizedTest
    @MethodSource("wellFormed")
    void replaysExampleTraces(Path trace) {
        Result r = run("--engine=fasttrack", trace.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("== " + trace + "\n" + GoldenTraces.expected(trace), r.out());
        assertEquals("", r.err());
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void rejectsMalformedTracesWithOnlyTheErrorLine(Path trace) {
        Path good = GoldenTraces.wellFormed().get(0);
        Result r = run("--engine", "fasttrack", good.toString(), trace.toString(), good.toString());
        assertEquals(1, r.status());
        assertEquals(GoldenTraces.expected(trace), r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains(trace.toString()));
    }

    @Test
    void severalFilesEachUnderTheirPathAsGiven() throws Exception {
        Path a = write("a.trace", "T0 fork T1\nT1 wr x\nT0 rd x\n");
        Path b = write("b.trace", "# nothing\n");
        Result r = run("--engine=fasttrack", a.toString(), b.toString(), a.toString());
        assertEquals(0, r.status());
        String aOut = "== " + a + "\nrace 3\n3 events, 1 races\n";
        assertEquals(aOut + "== " + b + "\n0 events, 0 races\n" + aOut, r.out());
    }

    @Test
    void missingFileIsOneLineOnStderr() {
        Path good = GoldenTraces.wellFormed().get(0);
        Result r = run("--engine=fasttrack", good.toString(), dir.resolve("nope.trace").toString());
        assertEquals(1, r.status());
        assertEquals("", r.out());
        assertEquals("goldilocks-replay: cannot read " + dir.resolve("nope.trace") + ": no such file\n", r.err());
        Result d = run("--engine=fasttrack", dir.toString());
        assertEquals(1, d.status());
        assertEquals(1, d.err().lines().count());
    }

    @Test
    void badUsageIsOneUsageLineAndStatus2() {
        Path good = GoldenTraces.wellFormed().get(0);
        for (String[] args : List.of(new String[] {}, new String[] {"--bogus", good.toString()},
                new String[] {"--engine=nope", good.toString()}, new String[] {"--engine"}, new String[] {"--engine=fasttrack"})) {
            Result r = run(args);
            assertEquals(2, r.status(), String.join(" ", args));
            assertEquals("", r.out());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("usage: goldilocks-replay [--engine=goldilocks|fasttrack|hybrid] [--hybrid-...=VALUE]... TRACE..."), r.err());
        }
    }

    @Test
    void helpGoesToStdout() {
        Result r = run("--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: goldilocks-replay [--engine=goldilocks|fasttrack|hybrid] [--hybrid-...=VALUE]... TRACE..."), r.out());
        assertEquals("", r.err());
    }

    @Test
    void atSignIsAFileNameNotAnArgumentFile() throws Exception {
        Path at = write("@weird.trace", "T0 wr x\n");
        Result r = run("--engine=fasttrack", at.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().endsWith("1 events, 0 races\n"));
    }

    @Test
    void defaultEngineIsGoldilocks() {
        List<String> asked = new java.util.ArrayList<>();
        Path good = GoldenTraces.wellFormed().get(0);
        Result r = run(new String[] {good.toString()}, name -> {
            asked.add(name);
            return new FastTrackEngine();
        });
        assertEquals(0, r.status());
        assertEquals(List.of("goldilocks"), asked);
    }

    @Test
    void engineFailureIsOneLineOnStderrAndStatus3() throws Exception {
        Path trace = write("t.trace", "T0 fork T1\nT0 wr x   # the engine fails here\n");
        Result r = run(new String[] {trace.toString()}, name -> failingOn("access"));
        assertEquals(3, r.status());
        assertEquals("", r.out());
        assertEquals("goldilocks-replay: engine goldilocks failed on " + trace
                + ", line 2 (T0 wr x): java.lang.IllegalStateException: access is broken\n", r.err());
        Result created = run(new String[] {trace.toString()}, name -> {
            throw new UnsupportedOperationException("not yet");
        });
        assertEquals(3, created.status());
        assertEquals(1, created.err().lines().count(), created.err());
    }

    /** FastTrack, except that {@code method} throws. */
    private static Engine failingOn(String method) {
        Engine real = new FastTrackEngine();
        return (Engine) Proxy.newProxyInstance(Engine.class.getClassLoader(), new Class<?>[] {Engine.class}, (proxy, m, args) -> {
            if (m.getName().equals(method)) {
                throw new IllegalStateException(method + " is broken");
            }
            try {
                return m.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }

    static Result run(String[] args, Function<String, Engine> engines) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), engines);
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }
}
