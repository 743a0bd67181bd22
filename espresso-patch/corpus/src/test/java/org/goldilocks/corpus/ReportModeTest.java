package org.goldilocks.corpus;

import static org.goldilocks.corpus.ReportParts.REPORTS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/** --race-mode=report: races are logged, performed, de-duplicated with counts; the program runs to its end. */
class ReportModeTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String MANY = REPORTS + "ManyRacyAccesses";
    private static final String MANY_FILE = "ManyRacyAccesses.java";
    private static final int N = 20000;
    /** A small host heap: enough for the VM and the program, so memory must not grow with the racy accesses. */
    private static final String SMALL_HEAP = "320m";

    /**
     * 2N racy accesses (N objects, each read and overwritten by main after another thread wrote it)
     * at two pairs of source locations: two reports, exact counts, the program's own result right
     * (every racy access was performed), all within a small host heap.
     */
    @Test
    void thousandsOfRacyAccessesAreDeduplicatedWithCounts(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("races.json");
        Launcher.Result r = Launcher.runStartupBound(List.of("-J-Xmx" + SMALL_HEAP, "--race-mode=report", "--race-report=" + json,
                        "-cp", CP, MANY, String.valueOf(N)), 600);
        assertEquals(0, r.exitCode(), r::stderr);
        long expected = (long) N * (N - 1) / 2;
        assertEquals("sum " + expected + " expected " + expected, r.stdout().strip());
        assertFalse(r.stderr().contains("DataRaceException"), r::stderr);

        List<ReportParts.TextRace> text = ReportParts.textRaces(r.stderr());
        assertEquals(2, text.size(), r::stderr);
        assertTrue(r.stderr().contains("=== goldilocks: 2 data races (" + 2 * N + " racy accesses) ==="), r::stderr);

        JsonNode report = ReportParts.json(json);
        assertTrue(report.get("complete").asBoolean());
        assertEquals(0, report.get("exitStatus").asInt());
        assertEquals("report", report.get("settings").get("mode").asText());
        assertEquals(2 * N, report.get("racyAccesses").asLong());
        assertEquals(2, report.get("distinctRaces").asInt());
        assertEquals(0, report.get("unrecordedAccesses").asLong());
        int written = ReportParts.line(MANY, "WRITTEN");
        boolean sawRead = false;
        boolean sawWrite = false;
        for (JsonNode race : report.get("races")) {
            assertEquals(N, race.get("count").asLong(), race::toString);
            assertEquals(MANY + "$Cell.value", race.get("variable").get("name").asText());
            JsonNode cur = race.get("current");
            JsonNode ear = race.get("earlier");
            assertEquals("main", cur.get("thread").get("name").asText());
            assertEquals("filler", ear.get("thread").get("name").asText());
            assertEquals("write", ear.get("kind").asText());
            assertEquals(written, ear.get("stack").get(0).get("line").asInt());
            assertEquals(MANY_FILE, cur.get("stack").get(0).get("file").asText());
            String kind = cur.get("kind").asText();
            assertEquals(ReportParts.line(MANY, kind.equals("read") ? "READ" : "WRITE"), cur.get("stack").get(0).get("line").asInt());
            sawRead |= kind.equals("read");
            sawWrite |= kind.equals("write");
            String summaryLine = "  #" + race.get("id").asInt() + "  " + N + "x  field " + MANY + "$Cell.value: " + kind + " at "
                            + MANY_FILE + ":" + cur.get("stack").get(0).get("line").asInt() + " / write at " + MANY_FILE + ":" + written;
            assertTrue(r.stderr().contains(summaryLine), () -> "summary line '" + summaryLine + "' missing:\n" + r.stderr());
        }
        assertTrue(sawRead && sawWrite);
    }

    /**
     * Report mode's memory does not grow with the number of racy accesses: 2,400,000 racy reads of
     * the same pair of source locations in 8 phases, the heap in use measured by the program after a
     * GC at the end of each phase. The lowest of the last three samples may exceed the highest of
     * the first two by at most 16 MB: anything kept per racy access (7 bytes or more) would exceed
     * that. (Samples after System.gc() vary by a few MB with the collector's timing, hence the
     * min/max.) The counts must still be exact.
     */
    @Test
    void memoryDoesNotGrowWithRacyAccesses(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("races.json");
        String program = REPORTS + "RepeatedRaces";
        int phases = 8;
        int perPhase = 300_000;
        Launcher.Result r = Launcher.runStartupBound(List.of("-J-Xmx" + SMALL_HEAP, "--race-mode=report", "--race-stderr=off",
                        "--race-report=" + json, "-cp", CP, program, String.valueOf(phases), String.valueOf(perPhase)), 900);
        assertEquals(0, r.exitCode(), r::stderr);
        List<Long> used = r.stdout().lines().filter(l -> l.startsWith("used ")).map(l -> Long.parseLong(l.substring(5))).toList();
        assertEquals(phases, used.size(), r::stdout);
        long early = Math.max(used.get(0), used.get(1));
        long late = Math.min(used.get(phases - 1), Math.min(used.get(phases - 2), used.get(phases - 3)));
        assertTrue(late - early < 16L << 20, () -> "heap in use grew with the racy accesses: " + used);

        long total = (long) phases * perPhase;
        JsonNode report = ReportParts.json(json);
        assertEquals(total, report.get("racyAccesses").asLong());
        assertEquals(1, report.get("distinctRaces").asInt());
        JsonNode race = ReportParts.raceOn(report, program + "$Cell.value");
        assertEquals(total, race.get("count").asLong());
        assertEquals(ReportParts.line(program, "READ"), race.get("current").get("stack").get(0).get("line").asInt());
        assertEquals(ReportParts.line(program, "WRITTEN"), race.get("earlier").get("stack").get(0).get("line").asInt());
    }

    /** The JSON report is complete when the program leaves through System.exit (other threads still running). */
    @Test
    void jsonReportIsWrittenOnSystemExit(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("races.json");
        String program = REPORTS + "RaceThenExit";
        Launcher.Result r = Launcher.runStartupBound(List.of("--race-mode=report", "--race-report=" + json, "-cp", CP, program), 300);
        assertEquals(3, r.exitCode(), r::stderr);
        assertEquals("read 1", r.stdout().strip());
        JsonNode report = ReportParts.json(json);
        assertTrue(report.get("complete").asBoolean(), report::toPrettyString);
        assertEquals(3, report.get("exitStatus").asInt());
        assertEquals(1, report.get("distinctRaces").asInt());
        JsonNode race = ReportParts.raceOn(report, program + ".data");
        assertEquals(ReportParts.line(program, "RACY READ"), race.get("current").get("stack").get(0).get("line").asInt());
        assertTrue(r.stderr().contains("=== goldilocks: 1 data race (1 racy access) ==="), r::stderr);
    }

    /**
     * A run stopped from outside (a CI timeout's SIGTERM) leaves the races found so far: the JSON
     * file follows the run (rewritten shortly after each new race), and the shutdown hook writes
     * the final counts marked incomplete.
     */
    @Test
    void stoppedRunLeavesAnIncompleteJsonReport(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("races.json");
        Path err = dir.resolve("stderr.txt");
        String program = REPORTS + "RaceThenExit";
        List<String> cmd = new ArrayList<>(List.of(Launcher.SCRIPT.toString(), "--race-mode=report", "--race-report=" + json,
                        "-cp", CP, program, "hang"));
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
            while (!Files.exists(json) || !Files.readString(json, StandardCharsets.UTF_8).contains("\"distinctRaces\" : 1")) {
                assertTrue(p.isAlive(), () -> "the program ended early: " + err);
                assertTrue(System.nanoTime() < deadline, "no race in the JSON report while the program runs");
                Thread.sleep(200);
            }
            JsonNode running = ReportParts.json(json);
            assertFalse(running.get("complete").asBoolean());
            assertTrue(running.get("exitStatus").isNull());
            p.destroy(); // SIGTERM, as a timeout would
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the launcher did not stop on SIGTERM");
        } finally {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        JsonNode report = ReportParts.json(json);
        assertFalse(report.get("complete").asBoolean(), report::toPrettyString);
        assertTrue(report.get("exitStatus").isNull());
        assertEquals(1, report.get("racyAccesses").asLong());
        assertEquals(ReportParts.line(program, "RACY READ"),
                        ReportParts.raceOn(report, program + ".data").get("current").get("stack").get(0).get("line").asInt());
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertTrue(stderr.contains("goldilocks: the program did not finish; the counts are those seen so far"), stderr);
    }
}
