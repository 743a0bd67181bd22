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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The human (stderr) and JSON race reports of racy programs, field by field: the variable, and for
 * both accesses the thread (name and id), the kind, the locks held (monitors and
 * java.util.concurrent locks, under both happens-before engines) and the stack with its lines.
 * Also the full-stack mode, the two-phase run, and the JSON report of a program ending through an
 * uncaught exception.
 */
class ReportTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String HARNESS = "org.goldilocks.corpus.support.Harness";
    static final String LOCKED = REPORTS + "LockedWriterUnlockedReader";
    static final String TWO_LOCKS = REPORTS + "TwoLocksWriteWrite";
    private static final String LOCKED_FILE = "LockedWriterUnlockedReader.java";
    static final String JUC_LOCKED = REPORTS + "ReentrantLockedWriterUnlockedReader";
    static final String RW_MODES = REPORTS + "ReadWriteLockModes";
    static final String STAMPED_MIXED = REPORTS + "StampedWriterMixedReader";
    private static final String LOCKS = "java.util.concurrent.locks.";
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
        Launcher.Result r = Launcher.runStartupBound(List.of("--race-stacks=full", "--race-report", json.toString(), "-cp", CP, LOCKED), 300);
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
        Launcher.Result p1 = Launcher.runStartupBound(List.of("--race-mode=report", "--racy-variables-out=" + vars, "-cp", CP, HARNESS, LOCKED, TWO_LOCKS), 300);
        assertEquals(0, p1.exitCode(), p1::stderr);
        assertTrue(p1.stdout().contains("seen 7"), () -> "report mode performs the racy read: " + p1.stdout());
        assertTrue(p1.stdout().contains("total 2"), p1::stdout);
        List<String> entries = Files.readAllLines(vars).stream().filter(l -> !l.startsWith("#")).toList();
        assertEquals(List.of("field " + LOCKED + ".value", "field " + TWO_LOCKS + ".total").stream().sorted().toList(),
                        entries.stream().sorted().toList());

        String other = "org.goldilocks.corpus.racy.WriteThenUnorderedRead";
        Path json = dir.resolve("phase2.json");
        Launcher.Result p2 = Launcher.runStartupBound(List.of("--race-stacks-for=" + vars, "--race-report=" + json, "-cp", CP, HARNESS, LOCKED, other), 300);
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

    /**
     * java.util.concurrent locks are named in reports beside monitors, for both accesses, with the
     * mode where a lock has two (docs/user-guide.md, "Reading a report"), by both happens-before
     * engines: in the exception's message, the human report, JSON and SARIF. And they are names
     * only: two writers each holding the same read lock (of a ReentrantReadWriteLock, of a
     * StampedLock) still race, and the report names that read lock for both.
     */
    @ParameterizedTest
    @ValueSource(strings = {"goldilocks", "fasttrack"})
    void javaUtilConcurrentLocksAreNamedForBothAccesses(String engine, @TempDir Path dir) throws Exception {
        Path json = dir.resolve("races.json");
        Path sarif = dir.resolve("races.sarif");
        CorpusProgram reentrant = subject(JUC_LOCKED, "ReentrantLockedWriterUnlockedReader.java", "read", "ReentrantLockedWriterUnlockedReader.value");
        CorpusProgram modes = subject(RW_MODES, "ReadWriteLockModes.java", "read", "ReadWriteLockModes.value");
        CorpusProgram mixed = subject(STAMPED_MIXED, "StampedWriterMixedReader.java", "read", "StampedWriterMixedReader.value");
        CorpusProgram sharedRw = corpusProgram("org.goldilocks.corpus.racy.locks.WritesUnderReentrantReadLock");
        CorpusProgram sharedStamped = corpusProgram("org.goldilocks.corpus.racy.locks.WritesUnderSharedReadLock");
        List<CorpusProgram> programs = List.of(reentrant, modes, mixed, sharedRw, sharedStamped);
        CorpusRun run = CorpusRun.of(programs, List.of("--engine=" + engine, "--race-report=" + json, "--race-sarif=" + sarif));
        Launcher.Result r = run.raw;
        assertEquals(0, r.exitCode(), r::stderr);
        for (CorpusProgram p : programs) {
            CorpusChecks.check(p, run.resultOf(p), r.stderr()); // each raised at its marked access
        }
        Map<String, Map<String, String>> ids = ReportParts.ids(r.stdout());
        JsonNode report = ReportParts.json(json);
        assertEquals(engine, report.get("settings").get("engine").asText());
        List<ReportParts.TextRace> text = ReportParts.textRaces(r.stderr());

        // The Caffeine shape: the writer held a ReentrantLock, the reader nothing.
        Map<String, String> ri = ids.get("ReentrantLockedWriterUnlockedReader");
        String lock = ri.get("lock");
        assertLocks(report, text, JUC_LOCKED, List.of(), List.of(lock));
        assertEquals("Earlier access: write by thread \"juc-writer\" (id " + ri.get("juc-writer") + "), holding " + lock,
                        textRaceOn(text, "field " + JUC_LOCKED + ".value").earlierHeader());
        RaceMessage m = RaceMessage.parse(run.resultOf(reentrant).get("findings").get(0).get("message").asText());
        assertEquals("holding no locks", m.locks());
        assertEquals("holding " + lock, m.earlierLocks());

        // Each half of a read-write lock, named after the lock with its mode.
        Map<String, String> mi = ids.get("ReadWriteLockModes");
        assertLocks(report, text, RW_MODES, List.of("read lock of " + mi.get("guardB")), List.of("write lock of " + mi.get("guardA")));
        assertTrue(mi.get("guardA").startsWith(LOCKS + "ReentrantReadWriteLock@"), mi::toString);

        // A StampedLock's write lock; a monitor and a ReentrantLock, in the order taken.
        Map<String, String> xi = ids.get("StampedWriterMixedReader");
        assertLocks(report, text, STAMPED_MIXED, List.of(xi.get("monitor"), xi.get("inner")), List.of("write lock of " + xi.get("stamped")));
        m = RaceMessage.parse(run.resultOf(mixed).get("findings").get(0).get("message").asText());
        assertEquals("holding " + xi.get("monitor") + ", " + xi.get("inner"), m.locks());
        assertEquals("holding write lock of " + xi.get("stamped"), m.earlierLocks());

        // Both writers held the same read lock: named for both, and the race was raised all the same.
        for (CorpusProgram p : List.of(sharedRw, sharedStamped)) {
            JsonNode race = ReportParts.raceOn(report, p.className() + ".hits");
            List<String> held = texts(race.get("current").get("locks"));
            assertEquals(1, held.size(), race::toPrettyString);
            String kind = p == sharedRw ? "ReentrantReadWriteLock@" : "StampedLock@";
            assertTrue(held.get(0).startsWith("read lock of " + LOCKS + kind), held::toString);
            assertEquals(held, texts(race.get("earlier").get("locks")), race::toPrettyString);
        }

        // SARIF says the same in its messages.
        JsonNode results = ReportParts.json(sarif).get("runs").get(0).get("results");
        boolean found = false;
        for (JsonNode res : results) {
            String msg = res.get("message").get("text").asText();
            if (msg.contains(STAMPED_MIXED + ".value")) {
                found = true;
                assertTrue(msg.contains("(holding " + xi.get("monitor") + ", " + xi.get("inner") + ") races with an earlier write"), msg);
                assertTrue(msg.contains("(holding write lock of " + xi.get("stamped") + ")"), msg);
            }
        }
        assertTrue(found, results::toPrettyString);
    }

    private static CorpusProgram corpusProgram(String className) {
        return CorpusProgram.all().stream().filter(p -> p.className().equals(className)).findFirst().orElseThrow();
    }

    /** The race on {@code className.value}: the locks JSON and the human report name for the current and the earlier access. */
    private static void assertLocks(JsonNode report, List<ReportParts.TextRace> text, String className, List<String> current, List<String> earlier) {
        JsonNode race = ReportParts.raceOn(report, className + ".value");
        assertEquals(current, texts(race.get("current").get("locks")), race::toPrettyString);
        assertEquals(earlier, texts(race.get("earlier").get("locks")), race::toPrettyString);
        ReportParts.TextRace t = textRaceOn(text, "field " + className + ".value");
        assertTrue(t.currentHeader().endsWith(current.isEmpty() ? "holding no locks" : "holding " + String.join(", ", current)), t::currentHeader);
        assertTrue(t.earlierHeader().endsWith("holding " + String.join(", ", earlier)), t::earlierHeader);
    }
}
