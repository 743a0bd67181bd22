package org.goldilocks.corpus;

import static org.goldilocks.corpus.ReportParts.REPORTS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The human (stderr) and JSON race reports of racy programs, field by field: the variable, and for
 * both accesses the thread (name and id), the kind, the locks held and the stack with its lines.
 * Also the full-stack mode, the two-phase run, and the JSON report of a program ending through an
 * uncaught exception.
 */
class ReportTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String HARNESS = "org.goldilocks.corpus.support.Harness";
    static final String LOCKED = REPORTS + "LockedWriterUnlockedReader";
    static final String TWO_LOCKS = REPORTS + "TwoLocksWriteWrite";
    private static final String LOCKED_FILE = "LockedWriterUnlockedReader.java";
    private static final String TWO_LOCKS_FILE = "TwoLocksWriteWrite.java";

    static CorpusProgram subject(String className, String file, String kind, String variable) {
        return new CorpusProgram(className, true, file, ReportParts.line(className, "CURRENT"), kind, variable);
    }

    static void assertFrame(JsonNode frame, String cls, String method, String file, int line) {
        assertEquals(cls, frame.get("class").asText(), frame::toString);
        assertEquals(method, frame.get("method").asText(), frame::toString);
        assertEquals(file, frame.get("file").asText(), frame::toString);
        assertEquals(line, frame.get("line").asInt(), frame::toString);
    }

    static void assertThread(JsonNode access, String name, String id) {
        assertEquals(name, access.get("thread").get("name").asText());
        assertEquals(Long.parseLong(id), access.get("thread").get("id").asLong());
    }

    static List<String> texts(JsonNode array) {
        List<String> l = new ArrayList<>();
        array.forEach(n -> l.add(n.asText()));
        return l;
    }

    static String frameText(JsonNode f) {
        return f.get("class").asText() + "." + f.get("method").asText() + "(" + f.get("file").asText() + ":" + f.get("line").asInt() + ")";
    }

    static ReportParts.TextRace textRaceOn(List<ReportParts.TextRace> races, String kindAndName) {
        return races.stream().filter(t -> t.variable().equals("Variable: " + kindAndName)).findFirst()
                        .orElseThrow(() -> new AssertionError("no text report on " + kindAndName + " in " + races));
    }

    @Test
    void throwModeReportsBothAccessesFieldByField(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("races.json");
        CorpusProgram locked = subject(LOCKED, LOCKED_FILE, "read", "LockedWriterUnlockedReader.value");
        CorpusProgram twoLocks = subject(TWO_LOCKS, TWO_LOCKS_FILE, "write", "TwoLocksWriteWrite.total");
        CorpusRun run = CorpusRun.of(List.of(locked, twoLocks), List.of("--race-report=" + json));
        Launcher.Result r = run.raw;
        assertEquals(0, r.exitCode(), r::stderr);
        // The DataRaceException itself is unchanged (message, raising access).
        CorpusChecks.check(locked, run.resultOf(locked), run.raw.stderr());
        CorpusChecks.check(twoLocks, run.resultOf(twoLocks), run.raw.stderr());

        Map<String, Map<String, String>> ids = ReportParts.ids(r.stdout());
        Map<String, String> lockedIds = ids.get("LockedWriterUnlockedReader");
        Map<String, String> twoIds = ids.get("TwoLocksWriteWrite");

        JsonNode report = ReportParts.json(json);
        assertEquals("goldilocks-race-report", report.get("format").asText());
        assertEquals(1, report.get("version").asInt());
        assertTrue(report.get("complete").asBoolean());
        assertEquals(0, report.get("exitStatus").asInt());
        assertEquals(HARNESS, report.get("mainClass").asText());
        assertEquals("throw", report.get("settings").get("mode").asText());
        assertEquals("goldilocks", report.get("settings").get("engine").asText());
        assertEquals("top", report.get("settings").get("stacks").asText());
        assertEquals(2, report.get("distinctRaces").asInt());
        assertEquals(2, report.get("racyAccesses").asLong());
        assertEquals(2, report.get("races").size());

        // Main reads (no lock) what "locked-writer" wrote holding p.lock.
        JsonNode a = ReportParts.raceOn(report, LOCKED + ".value");
        assertEquals(1, a.get("count").asLong());
        assertEquals("field", a.get("variable").get("kind").asText());
        assertEquals(LOCKED, a.get("variable").get("class").asText());
        assertEquals("value", a.get("variable").get("field").asText());
        JsonNode cur = a.get("current");
        assertEquals("read", cur.get("kind").asText());
        assertThread(cur, "main", lockedIds.get("main"));
        assertEquals(List.of(), texts(cur.get("locks")));
        assertTrue(cur.get("fullStack").asBoolean());
        assertFrame(cur.get("stack").get(0), LOCKED, "read", LOCKED_FILE, ReportParts.line(LOCKED, "CURRENT"));
        assertEquals("main", cur.get("stack").get(1).get("method").asText(), "read() is called by main()");
        JsonNode ear = a.get("earlier");
        assertEquals("write", ear.get("kind").asText());
        assertThread(ear, "locked-writer", lockedIds.get("locked-writer"));
        assertEquals(List.of(lockedIds.get("lock")), texts(ear.get("locks")));
        assertFalse(ear.get("fullStack").asBoolean());
        assertEquals(1, ear.get("stack").size());
        assertFrame(ear.get("stack").get(0), LOCKED, "store", LOCKED_FILE, ReportParts.line(LOCKED, "EARLIER"));

        // Main writes a static under lockB what "first" wrote under lockA.
        JsonNode b = ReportParts.raceOn(report, TWO_LOCKS + ".total");
        assertEquals("static field", b.get("variable").get("kind").asText());
        assertEquals("total", b.get("variable").get("field").asText());
        assertEquals("write", b.get("current").get("kind").asText());
        assertThread(b.get("current"), "main", twoIds.get("main"));
        assertEquals(List.of(twoIds.get("lockB")), texts(b.get("current").get("locks")));
        assertFrame(b.get("current").get("stack").get(0), TWO_LOCKS, "main", TWO_LOCKS_FILE, ReportParts.line(TWO_LOCKS, "CURRENT"));
        assertEquals("write", b.get("earlier").get("kind").asText());
        assertThread(b.get("earlier"), "first", twoIds.get("first"));
        assertEquals(List.of(twoIds.get("lockA")), texts(b.get("earlier").get("locks")));
        JsonNode earlierTop = b.get("earlier").get("stack").get(0);
        assertTrue(earlierTop.get("method").asText().startsWith("lambda$main$"), earlierTop::toString);
        assertEquals(ReportParts.line(TWO_LOCKS, "EARLIER"), earlierTop.get("line").asInt());

        // The same two races in the human report on stderr.
        List<ReportParts.TextRace> text = ReportParts.textRaces(r.stderr());
        assertEquals(2, text.size(), r::stderr);
        ReportParts.TextRace ta = textRaceOn(text, "field " + LOCKED + ".value");
        assertEquals(a.get("id").asInt(), ta.id());
        assertEquals("Current access: read by thread \"main\" (id " + lockedIds.get("main") + "), holding no locks", ta.currentHeader());
        assertEquals(LOCKED + ".read(" + LOCKED_FILE + ":" + ReportParts.line(LOCKED, "CURRENT") + ")", ta.currentFrames().get(0));
        assertEquals(cur.get("stack").size(), ta.currentFrames().size());
        assertEquals("Earlier access: write by thread \"locked-writer\" (id " + lockedIds.get("locked-writer") + "), holding "
                        + lockedIds.get("lock"), ta.earlierHeader());
        assertEquals(List.of(LOCKED + ".store(" + LOCKED_FILE + ":" + ReportParts.line(LOCKED, "EARLIER") + ")"), ta.earlierFrames());
        assertTrue(ta.earlierPartial(), "a partial earlier stack says how to get the full one");

        ReportParts.TextRace tb = textRaceOn(text, "static field " + TWO_LOCKS + ".total");
        assertEquals("Current access: write by thread \"main\" (id " + twoIds.get("main") + "), holding " + twoIds.get("lockB"), tb.currentHeader());
        assertEquals("Earlier access: write by thread \"first\" (id " + twoIds.get("first") + "), holding " + twoIds.get("lockA"), tb.earlierHeader());
        assertEquals(frameText(earlierTop), tb.earlierFrames().get(0));
    }

    @Test
    void fullStacksAndJsonAfterAnUncaughtException(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("races.json");
        Launcher.Result r = Launcher.run(List.of("--race-stacks=full", "--race-report", json.toString(), "-cp", CP, LOCKED), 300);
        assertEquals(1, r.exitCode(), r::stderr);
        assertTrue(r.stderr().contains("Exception in thread \"main\" org.goldilocks.DataRaceException: read of " + LOCKED + ".value"), r::stderr);
        JsonNode report = ReportParts.json(json);
        assertTrue(report.get("complete").asBoolean());
        assertEquals(1, report.get("exitStatus").asInt());
        assertEquals("full", report.get("settings").get("stacks").asText());
        JsonNode race = ReportParts.raceOn(report, LOCKED + ".value");
        JsonNode ear = race.get("earlier");
        assertTrue(ear.get("fullStack").asBoolean());
        JsonNode stack = ear.get("stack");
        assertFrame(stack.get(0), LOCKED, "store", LOCKED_FILE, ReportParts.line(LOCKED, "EARLIER"));
        assertTrue(stack.get(1).get("method").asText().startsWith("lambda$main$"), stack::toString);
        assertEquals(ReportParts.line(LOCKED, "EARLIER-CALLER"), stack.get(1).get("line").asInt());
        boolean threadRun = false;
        for (JsonNode f : stack) {
            threadRun |= f.get("class").asText().equals("java.lang.Thread") && f.get("method").asText().equals("run");
        }
        assertTrue(threadRun, () -> "the writer's stack goes down to Thread.run: " + stack);
        JsonNode cur = race.get("current").get("stack");
        assertFrame(cur.get(0), LOCKED, "read", LOCKED_FILE, ReportParts.line(LOCKED, "CURRENT"));
        assertEquals("main", cur.get(1).get("method").asText());
        assertEquals(cur.size(), 2, () -> "main's stack is read() <- main(): " + cur);

        ReportParts.TextRace t = textRaceOn(ReportParts.textRaces(r.stderr()), "field " + LOCKED + ".value");
        List<String> expected = new ArrayList<>();
        stack.forEach(f -> expected.add(frameText(f)));
        assertEquals(expected, t.earlierFrames());
        assertFalse(t.earlierPartial());
    }

    /**
     * Phase 1 (report mode) writes the racy variables; phase 2 records full stacks only for them:
     * a race on another variable still reports just the racing frame of its earlier access.
     */
    @Test
    void twoPhaseRunRecordsFullStacksOnlyForTheRacyVariables(@TempDir Path dir) throws Exception {
        Path vars = dir.resolve("racy-vars.txt");
        Launcher.Result p1 = Launcher.run(List.of("--race-mode=report", "--racy-variables-out=" + vars, "-cp", CP, HARNESS, LOCKED, TWO_LOCKS), 300);
        assertEquals(0, p1.exitCode(), p1::stderr);
        assertTrue(p1.stdout().contains("seen 7"), () -> "report mode performs the racy read: " + p1.stdout());
        assertTrue(p1.stdout().contains("total 2"), p1::stdout);
        List<String> entries = Files.readAllLines(vars).stream().filter(l -> !l.startsWith("#")).toList();
        assertEquals(List.of("field " + LOCKED + ".value", "field " + TWO_LOCKS + ".total").stream().sorted().toList(),
                        entries.stream().sorted().toList());

        String other = "org.goldilocks.corpus.racy.WriteThenUnorderedRead";
        Path json = dir.resolve("phase2.json");
        Launcher.Result p2 = Launcher.run(List.of("--race-stacks-for=" + vars, "--race-report=" + json, "-cp", CP, HARNESS, LOCKED, other), 300);
        assertEquals(0, p2.exitCode(), p2::stderr);
        JsonNode report = ReportParts.json(json);
        assertEquals("selected", report.get("settings").get("stacks").asText());
        JsonNode listed = ReportParts.raceOn(report, LOCKED + ".value").get("earlier");
        assertTrue(listed.get("fullStack").asBoolean());
        assertEquals(ReportParts.line(LOCKED, "EARLIER-CALLER"), listed.get("stack").get(1).get("line").asInt());
        JsonNode unlisted = ReportParts.raceOn(report, other + ".data").get("earlier");
        assertFalse(unlisted.get("fullStack").asBoolean());
        assertEquals(1, unlisted.get("stack").size());
    }
}
