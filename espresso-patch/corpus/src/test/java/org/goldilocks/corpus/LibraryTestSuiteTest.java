package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A real library's own tests, as published on Maven Central, run by real Maven Surefire on the
 * race-aware VM in report mode (examples/commons-pool2-tests, what {@code bin/library-tests} runs):
 * here one class of Apache Commons Pool 2.12.0's suite, {@code TestAbandonedObjectPool}, whose
 * {@code testStackTrace} reads a plain flag the pool's evictor thread set, after a sleep (a real
 * race in the test code, docs/results.md). That test must fail with the race in its message, and
 * the VM must report no other race but the class's second real one, which only some schedules
 * have ({@link #isReturnersRace}): a report on any other variable would be a false one (every
 * other report of the whole suite has a verdict in results.md). Other failures are not asserted
 * on: this class's tests wait fixed times for the evictor, which a loaded machine can miss.
 * {@code bin/test --long} runs three classes. Maven resolves what the local repository lacks (the
 * library's tests jar and its test dependencies) from Maven Central.
 */
@Tag("scaled")
class LibraryTestSuiteTest {
    private static final boolean LONG = Boolean.getBoolean("goldilocks.long");
    private static final String RACY_FIELD = "org.apache.commons.pool2.impl.PooledTestObject.destroyed";
    private static final String TEST_CLASS = "org.apache.commons.pool2.impl.TestAbandonedObjectPool";

    @Test
    void theRacyTestFailsWithItsRaceAndNothingElseIsReported(@TempDir Path dir) throws Exception {
        Path project = ExampleProject.copy("commons-pool2-tests", dir);
        Path repo = ExampleProject.repository(dir);
        Path java = ExampleProject.raceAwareJava();
        Path races = project.resolve("target/races.json");
        String classes = LONG ? "TestAbandonedObjectPool,TestAbandonedKeyedObjectPool,TestPoolUtils"
                        : "TestAbandonedObjectPool";

        List<String> cmd = ExampleProject.mvnOnline(repo, "-Dgoldilocks.java=" + java, "-Dmaven.test.failure.ignore=true", "-Dtest=" + classes,
                        "-Dpool2.timeout=900", "test");
        String output = ExampleProject.run(project, cmd, dir.resolve("maven.log"),
                        "--race-mode=report --race-stderr=off --race-report=" + races, 1200);
        assertTrue(output.contains("Tests run:"), output);

        Map<String, String> failures = ExampleProject.failures(
                        project.resolve("target/surefire-reports/TEST-org.apache.commons.pool2.impl.TestAbandonedObjectPool.xml"), output);
        assertTrue(failures.containsKey("testStackTrace"), () -> failures + "\n" + output);
        String message = failures.get("testStackTrace");
        assertNotNull(message, "testStackTrace passed: its race was not reported\n" + output);
        assertTrue(message.contains("=== goldilocks: data race #") && message.contains("Variable: field " + RACY_FIELD), message);

        JsonNode report = ReportParts.json(races);
        assertEquals("report", report.get("settings").get("mode").asText());
        List<String> variables = new ArrayList<>();
        for (JsonNode race : report.get("races")) {
            JsonNode v = race.get("variable");
            String variable = v.path("class").asText() + "." + v.path("field").asText();
            variables.add(variable);
            assertTrue(variable.equals(RACY_FIELD) || isReturnersRace(variable, race), "a race on another variable\n" + report);
        }
        assertTrue(variables.contains(RACY_FIELD), variables::toString);
    }

    /**
     * The class's second real race, in some schedules only (docs/results.md, "A library's own test
     * suite"): testAbandonedReturn's ConcurrentReturner thread, never joined, reads the test's
     * {@code pool} field 20 ms after it starts, and tearDown sets the field to null. When the pool
     * had already dropped the abandoned object, the returner's returnObject takes no lock, so
     * nothing orders its read with that write. Accepted only in that shape: the two sides are the
     * returner's read through the synthetic accessor and tearDown's write.
     */
    private static boolean isReturnersRace(String variable, JsonNode race) {
        if (!variable.equals(TEST_CLASS + ".pool")) {
            return false;
        }
        List<String> sides = new ArrayList<>();
        for (String side : List.of("current", "earlier")) {
            JsonNode access = race.get(side);
            JsonNode top = access.get("stack").get(0);
            sides.add(access.get("kind").asText() + " " + top.get("class").asText() + "." + top.get("method").asText());
        }
        sides.sort(null);
        return sides.equals(List.of("read " + TEST_CLASS + ".access$000", "write " + TEST_CLASS + ".tearDown"));
    }
}
