package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The hybrid engine (--engine=hybrid, O'Callahan and Choi, PPoPP'03) through bin/goldilocks: the
 * programs of racefree/hybrid pin where it differs from the happens-before engines both ways
 * (CorpusTest shows Goldilocks silent on all three), simple versus detailed mode, a two-phase run,
 * and its launcher errors. The racy corpus under detailed mode: {@link HybridRacyCorpusTest}.
 */
class HybridTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String PKG = "org.goldilocks.corpus.racefree.hybrid.";
    private static final String FIGURE4 = PKG + "UnrelatedLockOrdersAccesses";
    private static final String QUEUE = PKG + "QueueHandoffWithoutLocks";
    private static final String START_JOIN = PKG + "StartJoinWithoutLocks";
    private static final String NESTED = "org.goldilocks.corpus.reports.NestedLocks";
    private static final String NOTE = "goldilocks: note: ";

    /** Runs a program with the hybrid engine (and the given options), its JSON report parsed. */
    static JsonNode run(Path dir, String program, String... options) throws Exception {
        Path json = Files.createTempFile(dir, "races", ".json");
        List<String> args = new ArrayList<>(List.of("--engine=hybrid", "--race-report=" + json));
        args.addAll(List.of(options));
        args.addAll(List.of("-cp", CP, program));
        Launcher.Result r = Launcher.runStartupBound(args, 300);
        assertEquals(0, r.exitCode(), r::stderr);
        assertFalse(r.stderr().contains("DataRaceException"), r::stderr);
        return ReportParts.json(json);
    }

    /** The names of the variables of a report's races that belong to {@code program}'s classes. */
    static List<String> variablesOf(JsonNode report, String program) {
        List<String> names = new ArrayList<>();
        for (JsonNode race : report.get("races")) {
            String name = race.get("variable").get("name").asText();
            if (name.startsWith(program)) {
                names.add(name);
            }
        }
        return names;
    }

    /**
     * Figure 4: an unrelated lock-protected counter orders two unprotected writes in every run, so
     * Goldilocks is silent (CorpusTest: the program is in racefree), and the hybrid reports a
     * potential race between them, with full stacks of both sides, in text and JSON.
     */
    @Test
    void figureFourIsAPotentialRace(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("races.json");
        Launcher.Result r = Launcher.runStartupBound(List.of("--engine=hybrid", "--race-report=" + json, "-cp", CP, FIGURE4), 300);
        assertEquals(0, r.exitCode(), r::stderr);
        assertTrue(r.stderr().contains("Potential race (hybrid)"), r::stderr);
        assertTrue(r.stderr().contains("=== goldilocks: 1 potential data race (1 racy access) ==="), r::stderr);
        JsonNode report = ReportParts.json(json);
        assertEquals("hybrid", report.get("settings").get("engine").asText());
        assertEquals("detailed", report.get("settings").get("hybridMode").asText());
        assertEquals("report", report.get("settings").get("mode").asText());
        assertEquals(List.of(FIGURE4 + ".data"), variablesOf(report, FIGURE4), report::toString);
        JsonNode race = report.get("races").get(0);
        assertTrue(race.get("potential").asBoolean());
        int[] lines = {ReportParts.line(FIGURE4, "HYBRID-RACE write data")};
        for (String side : List.of("current", "earlier")) {
            JsonNode a = race.get(side);
            assertEquals("write", a.get("kind").asText());
            assertTrue(a.get("fullStack").asBoolean(), side + " side has its full stack");
            JsonNode stack = a.get("stack");
            assertTrue(stack.size() >= 2, () -> side + ": " + stack);
            assertEquals("java.lang.Thread", stack.get(stack.size() - 1).get("class").asText(), () -> side + ": " + stack);
        }
        assertEquals(lines[0], race.get("earlier").get("stack").get(0).get("line").asInt());
        assertEquals("first", race.get("earlier").get("thread").get("name").asText());
        assertEquals("second", race.get("current").get("thread").get("name").asText());

        JsonNode goldilocks = ReportModeRun.json(dir, "goldilocks", FIGURE4);
        assertEquals(0, goldilocks.get("distinctRaces").asInt(), goldilocks::toString);
    }

    /**
     * Simple mode keeps a record at every Eraser state change (each shared variable's first
     * accesses), so its records keep the racing frame, not a stack walk each (docs/engine.md,
     * "Sites"); --race-stacks=full still gives the earlier side its whole stack.
     */
    @Test
    void simpleModeRecordsTheRacingFrameUnlessFullStacksAreAsked(@TempDir Path dir) throws Exception {
        String program = "org.goldilocks.corpus.racy.HalfLocked";
        for (boolean full : new boolean[] {false, true}) {
            JsonNode report = full ? run(dir, program, "--hybrid-mode=simple", "--race-stacks=full") : run(dir, program, "--hybrid-mode=simple");
            assertEquals(List.of(program + ".version"), variablesOf(report, program), report::toString);
            // main's unlocked read against the updater's write under the lock, recorded once the object was shared
            JsonNode earlier = report.get("races").get(0).get("earlier");
            assertEquals("updater", earlier.get("thread").get("name").asText(), earlier::toString);
            assertEquals(full, earlier.get("fullStack").asBoolean(), earlier::toString);
            JsonNode stack = earlier.get("stack");
            assertTrue(stack.get(0).get("method").asText().startsWith("lambda$main"), earlier::toString);
            if (full) {
                assertEquals("java.lang.Thread", stack.get(stack.size() - 1).get("class").asText(), earlier::toString);
            } else {
                assertEquals(1, stack.size(), earlier::toString);
            }
        }
    }

    /**
     * Detailed mode walks the stack of a kept record unless the records at that site all had one
     * stack, or hundreds of them one of a few (report.KeptStacks): an array filled in a loop keeps
     * the racing frame of its elements' records past the first few, a setter called a hundred times
     * from two places keeps whole stacks, a helper called 1,600 times from four places in turn the
     * racing frame. Both ways, with --race-stacks=full giving every record its stack.
     */
    @Test
    void detailedModeWalksTheStacksOfVariedSitesOnly(@TempDir Path dir) throws Exception {
        String program = "org.goldilocks.corpus.reports.StacksOfKeptRecords";
        for (boolean full : new boolean[] {false, true}) {
            JsonNode report = full ? run(dir, program, "--race-stacks=full") : run(dir, program);
            JsonNode cell = null;
            JsonNode box = null;
            JsonNode word = null;
            for (JsonNode race : report.get("races")) {
                String name = race.get("variable").get("name").asText();
                if (name.startsWith("int[]@") && name.endsWith("[100]")) {
                    cell = race.get("earlier");
                } else if (name.startsWith("int[]@") && name.endsWith("[1599]")) {
                    word = race.get("earlier");
                } else if (name.equals(program + "$Box.value")) {
                    box = race.get("earlier");
                }
            }
            assertTrue(cell != null && box != null && word != null, report::toString);
            assertEquals("filler", cell.get("thread").get("name").asText(), cell::toString);
            assertEquals("fill", cell.get("stack").get(0).get("method").asText(), cell::toString);
            assertEquals(full, cell.get("fullStack").asBoolean(), cell::toString);
            assertEquals(full ? "java.lang.Thread" : program, cell.get("stack").get(cell.get("stack").size() - 1).get("class").asText(), cell::toString);
            assertEquals("filler", box.get("thread").get("name").asText(), box::toString);
            assertTrue(box.get("fullStack").asBoolean(), box::toString);
            JsonNode stack = box.get("stack");
            assertEquals(List.of("set", "fromEven"), List.of(stack.get(0).get("method").asText(), stack.get(1).get("method").asText()), box::toString);
            assertEquals("java.lang.Thread", stack.get(stack.size() - 1).get("class").asText(), box::toString);
            assertEquals("put", word.get("stack").get(0).get("method").asText(), word::toString);
            assertEquals(full, word.get("fullStack").asBoolean(), word::toString);
            if (full) {
                assertEquals("block", word.get("stack").get(1).get("method").asText(), word::toString);
            }
        }
    }

    /** A BlockingQueue handoff without locks: a lockset false positive the put/take channel removes. */
    @Test
    void channelRemovesLocksetFalsePositive(@TempDir Path dir) throws Exception {
        JsonNode report = run(dir, QUEUE);
        assertEquals(List.of(), variablesOf(report, QUEUE), report::toString);
    }

    /** Start and join order everything: detailed mode is silent; simple mode (no happens-before) reports. */
    @Test
    void startAndJoinSeparateSimpleFromDetailed(@TempDir Path dir) throws Exception {
        assertEquals(List.of(), variablesOf(run(dir, START_JOIN), START_JOIN));
        JsonNode simple = run(dir, START_JOIN, "--hybrid-mode=simple");
        assertEquals("simple", simple.get("settings").get("hybridMode").asText());
        assertEquals(List.of(START_JOIN + ".total"), variablesOf(simple, START_JOIN), simple::toString);
    }

    /**
     * What the VM feeds besides monitors and start/join, each shown by a race-free program whose
     * shared data is ordered only by it, which the hybrid would report without it: ReentrantLock,
     * ReentrantReadWriteLock (with a downgrade), tryLock, StampedLock (with a conversion) as
     * locks; a CountDownLatch, Future.get, Thread.getState as messages. (Not WaitNotifyHandoff:
     * whether its consumer receives the producer's notify depends on whether it waited, so the
     * hybrid reports its message body in some runs, rightly: sec. 3.2.)
     */
    @Test
    void jucLocksAndMessagesAreFed(@TempDir Path dir) throws Exception {
        List<String> names = List.of("locks.ReentrantLockCounter", "locks.ReadWriteLockDowngrade", "locks.TryLockWithTimeout",
                        "locks.StampedLockReadWrite", "sync.CountDownLatchResults", "executors.FutureGetPublishesResult",
                        "misc.TimedJoinThenTerminated");
        List<CorpusProgram> programs = CorpusProgram.all().stream()
                        .filter(p -> names.stream().anyMatch(n -> p.className().equals("org.goldilocks.corpus.racefree." + n))).toList();
        assertEquals(names.size(), programs.size());
        Path json = dir.resolve("races.json");
        CorpusRun run = CorpusRun.of(programs, List.of("--engine=hybrid", "--race-stderr=off", "--race-report=" + json));
        JsonNode report = ReportParts.json(json);
        for (CorpusProgram p : programs) {
            assertTrue(run.resultOf(p).get("completed").asBoolean(), p.className());
            assertEquals(List.of(), variablesOf(report, p.className()), () -> p.className() + ": " + report);
        }
    }

    /** The redundancy checks change costs, never the report. */
    @Test
    void optimizationsReportTheSameFields(@TempDir Path dir) throws Exception {
        for (String opts : List.of("all", "no-oversized", "none")) {
            JsonNode report = run(dir, FIGURE4, "--hybrid-opts=" + opts, "--hybrid-max-locks=2");
            assertEquals(List.of(FIGURE4 + ".data"), variablesOf(report, FIGURE4), () -> opts + ": " + report);
        }
    }

    /**
     * A two-phase run (sec. 6.1): simple mode writes the racy fields, detailed mode checks only
     * those: it reports data again; given a file without data it does not.
     */
    @Test
    void twoPhaseRun(@TempDir Path dir) throws Exception {
        Path fields = dir.resolve("fields.txt");
        JsonNode simple = run(dir, FIGURE4, "--hybrid-mode=simple", "--racy-variables-out=" + fields);
        assertEquals(List.of(FIGURE4 + ".data"), variablesOf(simple, FIGURE4), simple::toString);
        assertTrue(Files.readAllLines(fields).contains("field " + FIGURE4 + ".data"), () -> fields + " lists data");

        JsonNode detailed = run(dir, FIGURE4, "--hybrid-fields=" + fields);
        assertEquals("selected", detailed.get("settings").get("hybridFields").asText());
        assertEquals(List.of(FIGURE4 + ".data"), variablesOf(detailed, FIGURE4), detailed::toString);

        Path other = Files.writeString(dir.resolve("other.txt"), "field " + FIGURE4 + ".counter\n");
        JsonNode restricted = run(dir, FIGURE4, "--hybrid-fields=" + other);
        assertEquals(0, restricted.get("distinctRaces").asInt(), restricted::toString);
    }

    /** A run of NestedLocks (the walker's writes under four locks in turn, then main's read holding three): its stderr and JSON report. */
    private record Nested(Launcher.Result result, JsonNode report) {
        List<String> notes() {
            return result.stderrLines().stream().filter(l -> l.startsWith(NOTE)).toList();
        }
    }

    private static Nested nested(Path dir, String... options) throws Exception {
        Path json = Files.createTempFile(dir, "races", ".json");
        List<String> args = new ArrayList<>(List.of("--engine=hybrid", "--race-report=" + json));
        args.addAll(List.of(options));
        args.addAll(List.of("-cp", CP, NESTED));
        Launcher.Result r = Launcher.runStartupBound(args, 300);
        assertEquals(0, r.exitCode(), r::stderr);
        return new Nested(r, ReportParts.json(json));
    }

    /**
     * Sec. 5.4, the bound never silently wrong: with --hybrid-max-locks=1 the oversized-lockset
     * check skips walker writes that main's read (three locks) could race with, and the user gets
     * one note line at exit and the violation in the JSON report; with the bound 3 nothing is
     * skipped and there is no note.
     */
    @Test
    void exceededLockBoundIsReported(@TempDir Path dir) throws Exception {
        Nested low = nested(dir, "--hybrid-max-locks=1");
        assertEquals(1, low.notes().size(), low.result()::stderr);
        String note = low.notes().get(0);
        assertTrue(note.startsWith(NOTE + "thread \"main\" held 3 locks at " + NESTED + ".main(NestedLocks.java:"
                        + ReportParts.line(NESTED, "THREE-LOCKS read total") + "), more than the bound 1"), note);
        assertTrue(note.endsWith("potential races may be missed; rerun with a bound of at least 3 or without the oversized-lockset check"), note);
        JsonNode violation = low.report().get("hybrid").get("boundViolation");
        assertEquals(1, violation.get("bound").asInt(), low.report()::toString);
        assertEquals(3, violation.get("locksHeld").asInt());
        assertEquals("main", violation.get("thread").asText());
        assertEquals(note.substring(NOTE.length()), violation.get("message").asText());
        assertEquals(0, low.report().get("distinctRaces").asInt(), low.report()::toString);

        Nested enough = nested(dir, "--hybrid-max-locks=3");
        assertEquals(List.of(), enough.notes(), enough.result()::stderr);
        assertTrue(enough.report().get("hybrid").get("boundViolation").isNull(), enough.report()::toString);
        assertTrue(enough.report().get("hybrid").get("maxLocksHeld").asInt() >= 3, enough.report()::toString);
    }

    /**
     * A two-phase run carries the lock bound (sec. 5.4, 6.1): simple mode writes the most locks a
     * thread held into the fields file, and the detailed phase uses it as N (so no note here, where
     * main holds three); an explicit --hybrid-max-locks still wins. A hand-made bound of 2 is used
     * as given, and is too small.
     */
    @Test
    void twoPhaseRunCarriesTheLockBound(@TempDir Path dir) throws Exception {
        Path fields = dir.resolve("fields.txt");
        Nested simple = nested(dir, "--hybrid-mode=simple", "--racy-variables-out=" + fields);
        List<String> lines = Files.readAllLines(fields);
        assertTrue(lines.contains("field " + NESTED + ".total"), () -> fields + ": " + lines);
        int observed = simple.report().get("hybrid").get("maxLocksHeld").asInt();
        assertTrue(observed >= 3, simple.report()::toString);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("# hybrid-max-locks=" + observed + " ")), () -> fields + ": " + lines);

        Nested detailed = nested(dir, "--hybrid-fields=" + fields);
        assertEquals(Integer.toString(observed), detailed.report().get("settings").get("hybridMaxLocks").asText(), detailed.report()::toString);
        assertEquals(List.of(), detailed.notes(), detailed.result()::stderr);

        Nested explicit = nested(dir, "--hybrid-fields=" + fields, "--hybrid-max-locks=1");
        assertEquals("1", explicit.report().get("settings").get("hybridMaxLocks").asText());
        assertEquals(1, explicit.notes().size(), explicit.result()::stderr);

        Path two = Files.writeString(dir.resolve("two.txt"), "# hybrid-max-locks=2\nfield " + NESTED + ".total\n");
        Nested given = nested(dir, "--hybrid-fields=" + two);
        assertEquals("2", given.report().get("settings").get("hybridMaxLocks").asText());
        assertEquals(1, given.notes().size(), given.result()::stderr);
        assertEquals(2, given.report().get("hybrid").get("boundViolation").get("bound").asInt(), given.report()::toString);

        Path bad = Files.writeString(dir.resolve("bad.txt"), "field " + NESTED + ".total\n# hybrid-max-locks=lots\n");
        Launcher.Result r = LauncherErrors.run("--engine=hybrid", "--hybrid-fields=" + bad, "-cp", CP, NESTED);
        LauncherErrors.assertOneLineError(r, 2, "goldilocks: error: " + bad + ":2: expected '# hybrid-max-locks=<N>' with N a number of locks from 0 to 1000");
    }

    /** --hybrid-hb=off (Table 2's Detailed-NoHB): start and join no longer order StartJoinWithoutLocks's accesses. */
    @Test
    void withoutHappensBeforeStartAndJoinOrderNothing(@TempDir Path dir) throws Exception {
        JsonNode report = run(dir, START_JOIN, "--hybrid-hb=off");
        assertEquals("off", report.get("settings").get("hybridHb").asText());
        assertEquals(List.of(START_JOIN + ".total"), variablesOf(report, START_JOIN), report::toString);
    }

    /** Potential races are never thrown: an explicit --race-mode=throw is a one-line error. */
    @Test
    void throwModeIsAnError() throws Exception {
        LauncherErrors.assertOneLineError(LauncherErrors.run("--engine=hybrid", "--race-mode=throw", "-cp", CP, FIGURE4), 2,
                        "goldilocks: error: --engine=hybrid reports potential races and always runs in report mode: "
                                        + "--race-mode=throw cannot be used with it");
    }

    /** A malformed channel file is one file:line: error before the VM starts. */
    @Test
    void badChannelFileIsAnError(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("channels.txt"), "# mine\nsend my.Queue.put arg0\nsned my.Queue.take\n");
        Launcher.Result r = LauncherErrors.run("--engine=hybrid", "--hybrid-channels=" + file, "-cp", CP, FIGURE4);
        List<String> lines = r.stderrLines();
        assertEquals(1, lines.size(), r::stderr);
        assertTrue(lines.get(0).startsWith("goldilocks: error: " + file + ":3: "), r::stderr);
        assertEquals(2, r.exitCode());
        LauncherErrors.assertOneLineError(LauncherErrors.run("--engine=hybrid", "--hybrid-mode=fast", "-cp", CP, FIGURE4), 2,
                        "goldilocks: error: unknown hybrid mode 'fast' (expected simple or detailed)");
    }

    /** The happens-before engines in report mode, for comparison. */
    private static final class ReportModeRun {
        static JsonNode json(Path dir, String engine, String program) throws Exception {
            Path json = Files.createTempFile(dir, engine, ".json");
            Launcher.Result r = Launcher.runStartupBound(List.of("--engine=" + engine, "--race-mode=report", "--race-report=" + json, "-cp", CP, program), 300);
            assertEquals(0, r.exitCode(), r::stderr);
            return ReportParts.json(json);
        }
    }
}
