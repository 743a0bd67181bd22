package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * examples/junit-races built with real Maven (offline, against the local repository this build
 * filled), its tests forked by Surefire and Failsafe onto the race-aware VM ({@code <jvm>} = the
 * {@code bin/java} of {@code bin/goldilocks --print-java-home}): the racy test of each fails with the
 * race report as its failure message, the race-free ones pass. Surefire's run is in throw mode (the
 * default), Failsafe's in report mode (GOLDILOCKS_OPTIONS in the example's pom). Gradle is not on
 * this machine, so Failsafe is the second tool.
 *
 * <p>Each forked run starts a VM (tens of seconds on 2 busy cores): the suite runs {@code mvn test}
 * (Surefire), {@code bin/test --long} ({@code goldilocks.long}) {@code mvn verify} (Surefire, then
 * Failsafe).
 */
@Tag("scaled")
class ExampleProjectTest {
    private static final boolean LONG = Boolean.getBoolean("goldilocks.long");

    @Test
    void racyTestsFailWithTheRaceAndRaceFreeOnesPass(@TempDir Path dir) throws Exception {
        Path project = ExampleProject.copy("junit-races", dir);
        Path repo = ExampleProject.repository(dir);
        Path java = ExampleProject.raceAwareJava();

        List<String> cmd = ExampleProject.mvn(repo, "-Dgoldilocks.java=" + java, "-Dmaven.test.failure.ignore=true", LONG ? "verify" : "test");
        String output = ExampleProject.run(project, cmd, dir.resolve("maven.log"), null, 900);
        // -Dmaven.test.failure.ignore: a test failure does not stop the build (Surefire's would stop Failsafe).
        assertTrue(output.contains("There are test failures"), output);

        Map<String, String> unit = ExampleProject.failures(project.resolve("target/surefire-reports/TEST-example.HitCounterTest.xml"), output);
        assertEquals(3, unit.size(), () -> unit + "\n" + output);
        assertRaceFailure(unit.get("hitsFromTwoThreads"), output);
        assertNull(unit.get("hitsFromOneThread"), output);
        assertNull(unit.get("safeHitsFromTwoThreads"), output);
        assertTrue(output.contains("Exception in thread \"client-"), "throw mode: the racy thread got its DataRaceException\n" + output);

        if (!LONG) {
            return;
        }
        Map<String, String> it = ExampleProject.failures(project.resolve("target/failsafe-reports/TEST-example.HitCounterIT.xml"), output);
        assertEquals(2, it.size(), () -> it + "\n" + output);
        assertRaceFailure(it.get("racyHitsFromTwoThreads"), output);
        assertNull(it.get("safeHitsFromTwoThreads"), output);
        JsonNode races = ReportParts.json(project.resolve("target/it-races.json"));
        assertEquals("report", races.get("settings").get("mode").asText());
        assertTrue(races.get("distinctRaces").asInt() >= 1, races::toString);
    }

    private static void assertRaceFailure(String message, String output) {
        assertNotNull(message, "the racy test passed:\n" + output);
        assertTrue(message.contains("=== goldilocks: data race #") && message.contains("Variable: field example.HitCounter.hits")
                        && message.contains("Current access: ") && message.contains("Earlier access: ")
                        && message.contains("at example.HitCounter.hit(HitCounter.java:"), message);
    }
}
