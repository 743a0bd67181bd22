package org.goldilocks.launcher;

import java.util.List;
import java.util.Map;

import org.goldilocks.report.Access;
import org.goldilocks.report.Frame;
import org.goldilocks.report.RaceLog;
import org.goldilocks.report.RaceReport;
import org.goldilocks.report.TextReport;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The races as SARIF 2.1.0 ({@code --race-sarif=<file>}), the format GitHub code scanning and IDE
 * SARIF viewers read: one result per distinct race (per pair of source locations, as in the text
 * and JSON reports), located at the current access's racing line, the earlier access's as a
 * related location, and both stacks as the two thread flows of a code flow. A location's file is
 * the source file under its package's directory ({@code demo/HitCounter.java}), relative to the
 * source root {@value #SRCROOT} (a SARIF viewer asks where that is; GitHub matches it against the
 * repository's paths). Built as an explicit tree, like {@link JsonReport}.
 */
final class SarifReport {
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String RULE = "data-race";
    static final String SRCROOT = "SRCROOT";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SarifReport() {
    }

    static String render(RaceLog log, boolean complete, Map<String, String> settings) {
        ObjectNode root = JSON.createObjectNode();
        root.put("$schema", SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "goldilocks");
        driver.put("semanticVersion", "0.1.0");
        ObjectNode rule = driver.putArray("rules").addObject();
        rule.put("id", RULE);
        rule.put("name", "DataRace");
        rule.putObject("shortDescription").put("text", "Data race under the Java Memory Model");
        rule.putObject("fullDescription").put("text", "Two accesses to the same variable by different threads, at least one a write, "
                        + "not ordered by happens-before: the program is not sequentially consistent there.");
        rule.putObject("defaultConfiguration").put("level", "error");
        ObjectNode invocation = run.putArray("invocations").addObject();
        invocation.put("executionSuccessful", complete);
        ObjectNode props = invocation.putObject("properties");
        settings.forEach(props::put);
        props.put("racyAccesses", log.racyAccesses());
        props.put("unrecordedAccesses", log.unrecorded());
        run.putObject("originalUriBaseIds").putObject(SRCROOT).putObject("description")
                        .put("text", "The source root: the directory of the default package");
        ArrayNode results = run.putArray("results");
        for (RaceReport r : log.reports()) {
            result(results.addObject(), r);
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void result(ObjectNode o, RaceReport r) {
        o.put("ruleId", RULE);
        o.put("ruleIndex", 0);
        o.put("level", "error");
        Access cur = r.current();
        Access ear = r.earlier();
        o.putObject("message").put("text", cur.kind().lowerCase() + " of " + r.variable().name() + " by thread \"" + cur.threadName()
                        + "\" (" + TextReport.locks(cur.locks()) + ") races with an earlier " + ear.kind().lowerCase() + " by thread \""
                        + ear.threadName() + "\" (" + TextReport.locks(ear.locks()) + ") at " + frameText(ear.top()));
        location(o.putArray("locations").addObject(), cur.top(), null);
        ObjectNode related = o.putArray("relatedLocations").addObject();
        related.put("id", 1);
        location(related, ear.top(), "earlier " + ear.kind().lowerCase() + " by thread \"" + ear.threadName() + "\"");
        ArrayNode flows = o.putArray("codeFlows").addObject().putArray("threadFlows");
        threadFlow(flows.addObject(), cur, "current access");
        threadFlow(flows.addObject(), ear, "earlier access");
        o.putObject("partialFingerprints").put("goldilocksRace/v1", r.variable().name() + "|" + frameText(cur.top()) + "|" + frameText(ear.top()));
        ObjectNode props = o.putObject("properties");
        props.put("raceId", r.id());
        props.put("count", r.count());
        props.put("variable", r.variable().name());
    }

    private static void threadFlow(ObjectNode flow, Access a, String what) {
        flow.putObject("message").put("text", what + ": " + a.kind().lowerCase() + " by thread \"" + a.threadName() + "\" ("
                        + TextReport.locks(a.locks()) + ")" + (a.fullStack() ? "" : ", only the racing frame recorded"));
        ArrayNode locations = flow.putArray("locations");
        List<Frame> stack = a.stack();
        for (int i = 0; i < stack.size(); i++) {
            ObjectNode tfl = locations.addObject();
            tfl.put("nestingLevel", 0);
            location(tfl.putObject("location"), stack.get(i), i == 0 ? what : null);
        }
    }

    private static void location(ObjectNode loc, Frame f, String message) {
        if (f == null) {
            loc.putObject("message").put("text", message == null ? "unknown" : message);
            return;
        }
        if (f.fileName() != null) {
            ObjectNode physical = loc.putObject("physicalLocation");
            ObjectNode artifact = physical.putObject("artifactLocation");
            artifact.put("uri", sourcePath(f));
            artifact.put("uriBaseId", SRCROOT);
            if (f.line() > 0) {
                physical.putObject("region").put("startLine", f.line());
            }
        }
        ObjectNode logical = loc.putArray("logicalLocations").addObject();
        logical.put("fullyQualifiedName", f.className() + "." + f.methodName());
        logical.put("kind", "function");
        if (message != null) {
            loc.putObject("message").put("text", message);
        }
    }

    /** The source file's path under the source root: its class's package as directories. */
    static String sourcePath(Frame f) {
        String cls = f.className();
        int dot = cls.lastIndexOf('.');
        return (dot < 0 ? "" : cls.substring(0, dot).replace('.', '/') + "/") + f.fileName();
    }

    private static String frameText(Frame f) {
        return f == null ? "unknown" : f.toString();
    }
}
