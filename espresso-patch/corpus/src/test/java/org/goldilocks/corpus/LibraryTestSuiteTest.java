package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A real library's own tests, as published on Maven Central, run by real Maven Surefire on the
 * race-aware VM in report mode (examples/commons-pool2-tests, what {@code bin/library-tests} runs):
 * here one class of Apache Commons Pool 2.12.0's suite, {@code TestAbandonedObjectPool}, whose
 * {@code testStackTrace} reads a plain flag the pool's evictor thread set, after a sleep (a real
 * race in the test code, docs/results.md). That test must fail with the race in its message, and
 * the VM must report no other race: a report on any other variable would be a false one (every
 * other report of the whole suite has a verdict in results.md). Other failures are not asserted
 * on: this class's tests wait fixed times for the evictor, which a loaded machine can miss.
 * {@code bin/test --long} runs three classes. Maven resolves what the local repository lacks (the
 * library's tests jar and its test dependencies) from Maven Central.
 */
@Tag("scaled")
class LibraryTestSuiteTest {
    private static final boolean LONG = Boolean.getBoolean("goldilocks.long");
    private static final String RACY_FIELD = "org.apache.commons.pool2.impl.PooledTestObject.destroyed";

    @Test
    void theRacyTestFailsWithItsRaceAndNothingElseIsReported(@TempDir Path dir) throws Exception {
        Path project = ExampleProject.copy("commons-pool2-tests", dir);
        Path repo = ExampleProject.repository(dir);
        Launcher.Result home = Launcher.run(List.of("--print-java-home"), 120);
        assertEquals(0, home.exitCode(), home::stderr);
        Path java = Path.of(home.stdout().strip(), "bin", "java");
        Path races = project.resolve("target/races.json");
        String classes = LONG ? "TestAbandonedObjectPool,TestAbandonedKeyedObjectPool,TestPoolUtils"
                        : "TestAbandonedObjectPool";

        List<String> cmd = new ArrayList<>(List.of("mvn", "-B", "-ntp", "-Dmaven.repo.local=" + repo, "-Dgoldilocks.java=" + java,
                        "-Dmaven.test.failure.ignore=true", "-Dtest=" + classes, "-Dpool2.timeout=900", "test"));
        Path log = dir.resolve("maven.log");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("MAVEN_OPTS", "--sun-misc-unsafe-memory-access=allow");
        pb.environment().put("GOLDILOCKS_OPTIONS", "--race-mode=report --race-stderr=off --race-report=" + races);
        Process p = pb.start();
        if (!p.waitFor(1200, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("mvn test did not finish:\n" + Files.readString(log, StandardCharsets.UTF_8));
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(output.contains("Tests run:"), output);

        String message = failureOf(project.resolve("target/surefire-reports/TEST-org.apache.commons.pool2.impl.TestAbandonedObjectPool.xml"),
                        "testStackTrace", output);
        assertNotNull(message, "testStackTrace passed: its race was not reported\n" + output);
        assertTrue(message.contains("=== goldilocks: data race #") && message.contains("Variable: field " + RACY_FIELD), message);

        JsonNode report = ReportParts.json(races);
        assertEquals("report", report.get("settings").get("mode").asText());
        List<String> variables = new ArrayList<>();
        for (JsonNode race : report.get("races")) {
            JsonNode v = race.get("variable");
            variables.add(v.path("class").asText() + "." + v.path("field").asText());
        }
        assertTrue(variables.contains(RACY_FIELD), variables::toString);
        assertEquals(List.of(RACY_FIELD), variables.stream().distinct().toList(), "a race on another variable\n" + report);
    }

    /** The failure (or error) message of test {@code name} in a Surefire report, null if it passed. */
    private static String failureOf(Path xml, String name, String output) throws Exception {
        assertTrue(Files.isRegularFile(xml), () -> xml + " missing:\n" + output);
        NodeList cases = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile()).getElementsByTagName("testcase");
        for (int i = 0; i < cases.getLength(); i++) {
            Element c = (Element) cases.item(i);
            if (c.getAttribute("name").equals(name)) {
                NodeList failed = c.getElementsByTagName("failure");
                NodeList errors = c.getElementsByTagName("error");
                Element f = failed.getLength() > 0 ? (Element) failed.item(0) : errors.getLength() > 0 ? (Element) errors.item(0) : null;
                return f == null ? null : f.getAttribute("message") + "\n" + f.getTextContent();
            }
        }
        throw new AssertionError("no test " + name + " in " + xml + ":\n" + output);
    }
}
