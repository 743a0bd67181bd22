package org.goldilocks.hw.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The trace driver on the bundled examples (hw-model/examples), its JSON, and its one-line errors. */
class MainTest {
    @TempDir
    Path dir;

    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    JsonNode report(String example, String gc) throws IOException {
        Path json = dir.resolve(example + "-" + gc + ".json");
        Run r = run("--hw-heap=8k", "--hw-gc=" + gc, "--hw-report=" + json, "examples/" + example + ".trace");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().contains("lard"), r.out());
        return new ObjectMapper().readTree(json.toFile());
    }

    static String row(JsonNode report, String detector) {
        JsonNode d = report.get("detectors").get(detector);
        return d.get("dre").asLong() + " " + d.get("pc").asLong() + " " + d.get("falseDre").asLong() + " "
                + d.get("falsePc").asLong() + " " + d.get("missedDre").asLong() + " " + d.get("missedPc").asLong();
    }

    @Test
    void theReportHasExactlyTheSpecifiedShape() throws IOException {
        JsonNode r = report("move-nocopy", "semispace");
        assertEquals("semispace", r.get("gc").asText());
        assertEquals(1, r.get("groundTruth").get("dre").asLong());
        assertEquals(1, r.get("groundTruth").get("pc").asLong());
        assertEquals(List.of("lard", "allmem", "allsync", "noclear", "nocopy", "naive"),
                iterator(r.get("detectors")));
        for (JsonNode d : r.get("detectors")) {
            assertEquals(List.of("dre", "pc", "falseDre", "falsePc", "missedDre", "missedPc"), iterator(d));
        }
        JsonNode cost = r.get("cost");
        assertTrue(cost.get("baselineCycles").asLong() > 0);
        assertTrue(cost.get("overhead").asDouble() > 1.0);
        assertEquals(100, cost.get("constants").get("managerTransitionCycles").asInt());
        assertEquals(cost.get("baselineCycles").asLong() + cost.get("detectionCycles").asLong(),
                cost.get("cyclesWithDetection").asLong());
    }

    @Test
    void theExamplesShowEachExtensionNecessary() throws IOException {
        JsonNode reuse = report("reuse-noclear", "marksweep");
        assertEquals("0 0 0 0 0 0", row(reuse, "lard"));
        assertEquals("1 1 1 1 0 0", row(reuse, "noclear"));
        JsonNode move = report("move-nocopy", "semispace");
        assertEquals("1 1 0 0 0 0", row(move, "lard"));
        assertEquals("0 0 0 0 1 1", row(move, "nocopy"));
        assertEquals("4 2 4 2 1 1", row(move, "naive"));
        JsonNode gc = report("collector-allmem", "marksweep");
        assertEquals("0 0 0 0 0 0", row(gc, "lard"));
        assertEquals("3 3 3 3 0 0", row(gc, "allmem"));
        JsonNode hidden = report("handshake-allsync", "marksweep");
        assertEquals("1 1 0 0 0 0", row(hidden, "lard"));
        assertEquals("0 0 0 0 1 1", row(hidden, "allsync"));
    }

    @Test
    void lardIsExactOnTheLockedCounterUnderBothCollectors() throws IOException {
        for (String gc : List.of("marksweep", "semispace")) {
            JsonNode r = report("locked-counter", gc);
            assertEquals(1, r.get("groundTruth").get("dre").asLong());
            assertEquals("1 1 0 0 0 0", row(r, "lard"), gc);
        }
    }

    @Test
    void badInputIsOneLineAndStatusTwo() throws IOException {
        Path bad = dir.resolve("bad.trace");
        String[][] cases = {
            {"new T1 o 16\nfrob T1\n", "bad.trace: line 2: unknown event 'frob'"},
            {"new T1 o sixteen\n", "bad.trace: line 1: BYTES must be a non-negative decimal number, not 'sixteen'"},
            {"new T1 o 16\nrd T1 o 0 99 s\n", "bad.trace: line 2: SIZE must be 1 to 64, not 99"},
            {"new T1 o 16\nrd T1 o 0 8 s maybe\n", "bad.trace: line 2: expected 'racy' or nothing after the site, not 'maybe'"},
            {"rd T1 nothing 0 8 s\n", "bad.trace: line 1: access to object 1, which is not allocated (never allocated, or collected)"},
            {"acq T1\n", "bad.trace: line 1: expected acq THREAD SYNC"},
            {"new T1 o 16\nend T1\nwr T1 o 0 8 s\n", "bad.trace: line 3: event of thread 1 after its end"},
        };
        for (String[] c : cases) {
            Files.writeString(bad, c[0]);
            Run r = run("--hw-heap=8k", bad.toString());
            assertEquals(2, r.status(), c[0]);
            assertEquals("hw-model: " + bad.getParent().resolve(c[1]), r.err().strip());
            assertEquals("", r.out());
        }
    }

    @Test
    void badOptionsAreOneLineAndStatusTwo() {
        assertOneLine(run("--hw-heap=12x", "examples/move-nocopy.trace"),
                "hw-model: invalid heap size '12x': expected a positive <n>[k|m|g] as -Xmx takes, e.g. 64m");
        assertOneLine(run("--hw-gc=g1", "examples/move-nocopy.trace"),
                "hw-model: unknown collector 'g1': expected marksweep or semispace");
        assertOneLine(run("--hw-cores=0", "examples/move-nocopy.trace"),
                "hw-model: --hw-cores expects a positive integer, not '0'");
        assertOneLine(run("--hw-bogus", "examples/move-nocopy.trace"), "hw-model: Unknown option: '--hw-bogus'");
        assertOneLine(run("no-such.trace"), "hw-model: cannot read no-such.trace: no such file");
        assertOneLine(run("--hw-heap=8k", "--hw-gc=semispace", "examples/reuse-noclear.trace"),
                "hw-model: examples/reuse-noclear.trace: line 6: simulated heap of 8k (semispace) exhausted: no room for a cell of 8160 bytes after a collection; use a larger --hw-heap");
    }

    private static void assertOneLine(Run r, String expected) {
        assertEquals(2, r.status(), r.err());
        assertEquals(expected, r.err().strip());
        assertFalse(r.err().strip().contains("\n"));
    }

    private static List<String> iterator(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
