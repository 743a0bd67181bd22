package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Every racy corpus program's race is a potential race for the hybrid engine's detailed mode
 * (--engine=hybrid, the default mode): its JSON report has a race on the marked variable with
 * one of the two accesses in the program's source file. A happens-before race is a potential
 * race (PPoPP'03 sec. 3.5), so this can fail only through a missing hook or a wrong message.
 * The programs whose racy variable is the program's own run with the default scope (one VM, about
 * a minute). Those whose marked variable is a JDK field (an unsynchronized ArrayList's
 * modCount...) or whose racy accesses are made by JDK code need --hybrid-scope=all, which checks
 * every JDK access and is several times slower: they run with {@code bin/test --long} only
 * ({@code -Dgoldilocks.long=true}). In report mode a racy program may go on with corrupted state
 * (a shared SimpleDateFormat) and hit the harness's timeout; its report is checked all the same.
 */
@Tag("scaled")
class HybridRacyCorpusTest {
    static final boolean LONG = Boolean.getBoolean("goldilocks.long");
    /** Programs whose racy array accesses are made by JDK code (Arrays.fill, Arrays.sort, a VarHandle's plain get/set). */
    private static final List<String> JDK_ACCESSES = List.of("org.goldilocks.corpus.racy.arrays.ArraysFillOverlapping",
                    "org.goldilocks.corpus.racy.arrays.ArraysSortAfterUnorderedReads", "org.goldilocks.corpus.racy.varhandles.ArrayPlainElementRace");

    static final List<CorpusProgram> RACY = CorpusProgram.all().stream().filter(CorpusProgram::racy).toList();
    static final List<CorpusProgram> JDK_VARIABLES = RACY.stream().filter(HybridRacyCorpusTest::jdkVariable).toList();
    static final List<CorpusProgram> OWN_VARIABLES = RACY.stream().filter(p -> !jdkVariable(p)).toList();
    static Path dir;
    static JsonNode own;
    static JsonNode jdk;
    static String stderr = "";

    @BeforeAll
    static void runCorpus() throws Exception {
        dir = Files.createTempDirectory("hybrid-racy");
        own = run(OWN_VARIABLES, List.of());
        if (LONG) {
            jdk = run(JDK_VARIABLES, List.of("--hybrid-scope=all"));
        }
    }

    @AfterAll
    static void cleanUp() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    private static JsonNode run(List<CorpusProgram> programs, List<String> options) throws Exception {
        Path json = Files.createTempFile(dir, "races", ".json");
        List<String> args = new ArrayList<>(List.of("--engine=hybrid", "--race-stderr=off", "--race-report=" + json));
        args.addAll(options);
        CorpusRun run = CorpusRun.of(programs, args);
        for (CorpusProgram p : programs) {
            run.resultOf(p); // the harness got to it
        }
        stderr += run.raw.stderr();
        return ReportParts.json(json);
    }

    /** A JDK class's field (java.util.AbstractList.modCount...), an element of an array of JDK code, or one only JDK code accesses. */
    private static boolean jdkVariable(CorpusProgram p) {
        return p.raceVariable().startsWith("java.") || JDK_ACCESSES.contains(p.className());
    }

    @TestFactory
    Stream<DynamicTest> everyRacyProgramIsReported() {
        return RACY.stream().filter(p -> LONG || !jdkVariable(p)).map(p -> DynamicTest.dynamicTest(p.className().replace("org.goldilocks.corpus.", ""), () -> {
            JsonNode report = jdkVariable(p) ? jdk : own;
            assertTrue(reported(report, p), () -> p.className() + ": no potential race on " + p.raceVariable()
                            + " with an access in " + p.sourceFile() + "; stderr:\n" + stderr);
        }));
    }

    /** A race on the marked variable, one of whose accesses has a frame in the program's source file. */
    static boolean reported(JsonNode report, CorpusProgram p) {
        for (JsonNode race : report.get("races")) {
            if (!CorpusChecks.namesVariable(race.get("variable").get("name").asText(), p.raceVariable())) {
                continue;
            }
            for (String side : List.of("current", "earlier")) {
                for (JsonNode frame : race.get(side).get("stack")) {
                    if (p.sourceFile().equals(frame.path("file").asText(null))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
