package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The LARD hardware model fed by the VM ({@code --hw-model=lardish}, docs/hw-model.md), through the
 * real launcher, judged on its {@code --hw-report}: LARD reports exactly the accesses Goldilocks
 * (the ground truth of the same run) reports, under both collectors, and each of LARD's extensions
 * is necessary (the paper's Table 3): the programs of {@code corpus.hw} make a detector without it
 * report false races or miss true ones. The suite runs a representative set; {@code bin/test
 * --long} ({@code goldilocks.long}) runs every corpus program under both collectors.
 */
@Tag("scaled")
class HwModelTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String HW = "org.goldilocks.corpus.hw.";
    private static final String[] DETECTORS = {"lard", "allmem", "allsync", "noclear", "nocopy", "naive"};

    /** The corpus harness: runs the programs it is given one after another in one VM. */
    private static final String HARNESS = "org.goldilocks.corpus.support.Harness";
    /**
     * {@code --long} runs the race-free corpus in this many VMs: all 143 programs in one exhaust the
     * host heap (the analysis keeps six detectors' histories of every byte the programs touch).
     */
    private static final int RACE_FREE_BATCHES = 3;
    /**
     * {@code --long}'s simulated heap. One size does not fit every batch: in 4m some programs' large
     * arrays exhaust it, in 64m (and mostly in 16m) it never fills, so no collection runs. The runs
     * check LARD's exactness over the whole corpus; the collectors' cases (reused cells, moves,
     * System.gc) are the dedicated tests below and the short runs, which do collect.
     */
    private static final String LONG_HEAP = "64m";

    /**
     * Program, collector, simulated heap: two racy and a race-free corpus program.
     * With {@code --long}: every corpus program under both collectors, the race-free ones in three
     * VMs and the racy ones in one, through the corpus harness (four VM start-ups per collector
     * instead of one per program). The accuracy counts of a run are sums over its programs, none
     * negative, so LARD exact on the run is LARD exact on each program.
     */
    static Stream<Arguments> corpusRuns() {
        if (VmMemoryTest.LONG) {
            List<Arguments> all = new ArrayList<>();
            for (String gc : List.of("marksweep", "semispace")) {
                for (int b = 0; b < RACE_FREE_BATCHES; b++) {
                    all.add(Arguments.of("racefree:" + b, gc, LONG_HEAP));
                }
                all.add(Arguments.of("racy", gc, LONG_HEAP));
            }
            return all.stream();
        }
        return Stream.of(Arguments.of("org.goldilocks.corpus.racy.LostUpdate", "semispace", "1400k"),
                        Arguments.of("org.goldilocks.corpus.racefree.SynchronizedBlockCounter", "marksweep", "800k"),
                        // an array frozen into a final field while fresh, then read through it: LARD
                        // falsely raced here until the VM fed the freeze (docs/hw-model.md, "Final-field freeze")
                        Arguments.of("org.goldilocks.corpus.racy.fresh.OpaquePublishedNestedArray", "semispace", "1400k"));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("corpusRuns")
    void lardReportsExactlyWhatGoldilocksReports(String program, String gc, String heap, @TempDir Path dir) throws Exception {
        JsonNode report;
        if (VmMemoryTest.LONG) {
            boolean racy = program.equals("racy");
            List<String> programs = CorpusProgram.all().stream().filter(p -> p.racy() == racy).map(CorpusProgram::className).toList();
            if (!racy) { // batch b of RACE_FREE_BATCHES
                int b = Integer.parseInt(program.substring("racefree:".length()));
                int per = (programs.size() + RACE_FREE_BATCHES - 1) / RACE_FREE_BATCHES;
                programs = programs.subList(b * per, Math.min(programs.size(), (b + 1) * per));
            }
            report = run(dir, HARNESS, gc, heap, programs);
        } else {
            report = run(dir, program, gc, heap, List.of());
        }
        assertExact(report, program);
        // a racy program's race is there to be matched (the race-free ones have none), and (short runs) a collection happened
        boolean racy = VmMemoryTest.LONG ? program.equals("racy") : program.contains(".racy.");
        assertEquals(racy, report.get("groundTruth").get("dre").asLong() > 0, report::toString);
        if (!VmMemoryTest.LONG) {
            assertTrue(report.get("machine").get("collections").asLong() > 0, report::toString);
        }
    }

    /**
     * Race free; under mark-sweep the second thread's cells reuse the first's: NoClear reports
     * false races, and Naive (the first thread has ended, so no handshake orders it); the
     * collector's tracing gives AllMem false races. AllSync, NoCopy and LARD report nothing.
     */
    @Test
    void noClearAndNaiveReportFalseRacesOnReusedCells(@TempDir Path dir) throws Exception {
        JsonNode r = run(dir, HW + "ReusedCells", "marksweep", "3m", List.of());
        assertExact(r, "ReusedCells");
        assertEquals(0, r.get("groundTruth").get("dre").asLong(), r::toString);
        assertTrue(r.get("machine").get("freedCells").asLong() > 0, r::toString);
        assertTrue(count(r, "noclear", "falseDre") > 0, r::toString);
        assertTrue(count(r, "naive", "falseDre") > 0, r::toString);
        assertTrue(count(r, "allmem", "falseDre") > 0, r::toString);
        assertEquals(0, count(r, "allsync", "dre"), r::toString);
        assertEquals(0, count(r, "nocopy", "dre"), r::toString);
    }

    /**
     * Racy; the box moves (semispace) between the racing write and read, and the collection's
     * handshake orders them: NoCopy, AllSync and Naive miss the race LARD reports.
     */
    @Test
    void noCopyAllSyncAndNaiveMissARaceAcrossAMove(@TempDir Path dir) throws Exception {
        JsonNode r = run(dir, HW + "RaceAcrossCollection", "semispace", "4m", List.of());
        assertExact(r, "RaceAcrossCollection");
        assertEquals(1, r.get("groundTruth").get("dre").asLong(), r::toString);
        assertTrue(r.get("machine").get("movedObjects").asLong() > 0, r::toString);
        assertEquals(1, count(r, "nocopy", "missedDre"), r::toString);
        assertEquals(1, count(r, "allsync", "missedDre"), r::toString);
        assertEquals(1, count(r, "naive", "missedDre"), r::toString);
        assertEquals(0, count(r, "noclear", "missedDre"), r::toString);
        assertTrue(count(r, "allmem", "falseDre") > 0, r::toString);
    }

    /** The same under mark-sweep: nothing moves, but the handshake still hides the race from AllSync. */
    @Test
    void allSyncMissesARaceHiddenByTheHandshake(@TempDir Path dir) throws Exception {
        JsonNode r = run(dir, HW + "RaceAcrossCollection", "marksweep", "2m", List.of());
        assertExact(r, "RaceAcrossCollection");
        assertEquals(1, r.get("groundTruth").get("dre").asLong(), r::toString);
        assertTrue(r.get("machine").get("collections").asLong() > 0, r::toString);
        assertEquals(1, count(r, "allsync", "missedDre"), r::toString);
        assertEquals(0, count(r, "nocopy", "missedDre"), r::toString);
    }

    /**
     * {@code System.gc()} runs the simulated collector: with a heap the program never fills, the
     * only collection is the one it asks for, and it frees the first thread's cells for the second
     * thread (NoClear's false races show the reuse). LARD stays exact.
     */
    @Test
    void systemGcRunsTheSimulatedCollector(@TempDir Path dir) throws Exception {
        JsonNode r = run(dir, HW + "ReusedAfterSystemGc", "marksweep", "64m", List.of());
        assertExact(r, "ReusedAfterSystemGc");
        assertEquals(0, r.get("groundTruth").get("dre").asLong(), r::toString);
        assertEquals(1, r.get("machine").get("requestedCollections").asLong(), r::toString);
        assertEquals(1, r.get("machine").get("collections").asLong(), r::toString);
        assertTrue(r.get("machine").get("freedCells").asLong() >= 4000, r::toString);
        assertTrue(count(r, "noclear", "falseDre") > 0, r::toString);
        assertEquals(0, count(r, "allsync", "dre"), r::toString);
        // the VM's own synchronization reached the model as system sync: class-initialization locks
        // (every class the program's threads initialize) and the stripe locks of volatiles
        for (String kind : List.of("classInitLock", "stripeLock")) {
            JsonNode n = r.get("machine").get("vmSystemSync").get(kind);
            assertTrue(n != null && n.get("releases").asLong() > 0, () -> kind + ": " + r);
            // a lock still held when the report was taken (a daemon thread mid-initialization) is the only difference
            assertTrue(n.get("acquires").asLong() >= n.get("releases").asLong(), () -> kind + ": " + r);
        }
    }

    @Test
    void badValuesAreOneLineErrors() throws Exception {
        String main = "org.goldilocks.corpus.launcher.EchoArgs";
        LauncherErrors.assertOneLineError(LauncherErrors.run("--hw-model=lard", "-cp", CP, main, "0"), 2,
                        "goldilocks: error: unknown hardware model 'lard' (expected one of off, lardish, inert)");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--hw-model=lardish", "--hw-heap=12q", "-cp", CP, main, "0"), 2,
                        "goldilocks: error: invalid heap size '12q': expected a positive <n>[k|m|g] as -Xmx takes, e.g. 64m");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--hw-model=lardish", "--hw-gc=copying", "-cp", CP, main, "0"), 2,
                        "goldilocks: error: unknown collector 'copying': expected marksweep or semispace");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--hw-model=lardish", "--hw-cores=0", "-cp", CP, main, "0"), 2,
                        "goldilocks: error: --hw-cores expects a positive integer, not '0'");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--hw-report=x.json", "-cp", CP, main, "0"), 2,
                        "goldilocks: error: --hw-report needs --hw-model=lardish");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--hw-model=lardish", "--engine=fasttrack", "-cp", CP, main, "0"), 2,
                        "goldilocks: error: --hw-model runs with the goldilocks engine as ground truth: not with --race=off or another --engine");
        LauncherErrors.assertOneLineError(LauncherErrors.run("--hw-model=lardish", "--hw-report=/nonexistent/dir/hw.json", "-cp", CP, main, "0"), 2,
                        "goldilocks: error: cannot write hardware model report /nonexistent/dir/hw.json: no such directory");
    }

    /** LARD: no false and no missed race, and as many reports as the ground truth. */
    private static void assertExact(JsonNode r, String what) {
        JsonNode lard = r.get("detectors").get("lard");
        assertEquals(0, lard.get("falseDre").asLong(), () -> what + ": " + r);
        assertEquals(0, lard.get("missedDre").asLong(), () -> what + ": " + r);
        assertEquals(r.get("groundTruth").get("dre").asLong(), lard.get("dre").asLong(), () -> what + ": " + r);
        assertEquals(r.get("groundTruth").get("pc").asLong(), lard.get("pc").asLong(), () -> what + ": " + r);
        for (String d : DETECTORS) {
            assertTrue(r.get("detectors").has(d), () -> what + ": no " + d + " in " + r);
        }
        // where LARD was wrong, by site: none
        assertEquals("{\"false\":[],\"missed\":[]}", r.get("lardSites").toString(), () -> what + ": " + r);
    }

    private static long count(JsonNode r, String detector, String column) {
        return r.get("detectors").get(detector).get(column).asLong();
    }

    private static JsonNode run(Path dir, String program, String gc, String heap, List<String> args) throws Exception {
        Path json = dir.resolve("hw.json");
        List<String> cmd = new ArrayList<>(List.of("--hw-model=lardish", "--hw-gc=" + gc, "--hw-heap=" + heap, "--hw-report=" + json,
                        "--race-stderr=off", "-cp", CP, program));
        cmd.addAll(args);
        Launcher.Result res = Launcher.runScaled(cmd, 600);
        assertTrue(!res.stderr().contains("goldilocks: hw-model:"), res::stderr);
        JsonNode report = ReportParts.json(json);
        assertTrue(report.has("detectors"), () -> "no accuracy report; stderr:\n" + res.stderr());
        assertEquals(gc, report.get("gc").asText());
        return report;
    }
}
