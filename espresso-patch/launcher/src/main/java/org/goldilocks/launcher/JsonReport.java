package org.goldilocks.launcher;

import java.util.List;
import java.util.Map;

import org.goldilocks.engine.Engines;
import org.goldilocks.engine.hybrid.BoundViolation;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.engine.hybrid.HybridSession;
import org.goldilocks.report.Access;
import org.goldilocks.report.Frame;
import org.goldilocks.report.RaceLog;
import org.goldilocks.report.RaceReport;
import org.goldilocks.report.RacyVariable;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The JSON race report ({@code --race-report=<file>}); the schema is documented in
 * docs/user-guide.md ("JSON race report"). Built as an explicit tree, so the schema is exactly what
 * this class writes, field by field.
 */
final class JsonReport {
    static final String FORMAT = "goldilocks-race-report";
    static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {
    }

    /**
     * @param complete whether the program has ended and every race of the run is in
     * @param exitStatus the program's exit status, null if not complete
     * @param settings the detector settings of the run (mode, engine, stacks)
     */
    static String render(RaceLog log, boolean complete, Integer exitStatus, Map<String, String> settings, String mainClass) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("version", VERSION);
        root.put("complete", complete);
        if (exitStatus == null) {
            root.putNull("exitStatus");
        } else {
            root.put("exitStatus", exitStatus);
        }
        root.put("mainClass", mainClass);
        ObjectNode s = root.putObject("settings");
        settings.forEach(s::put);
        List<RaceReport> reports = log.reports();
        root.put("racyAccesses", log.racyAccesses());
        root.put("distinctRaces", reports.size());
        root.put("unrecordedAccesses", log.unrecorded());
        ArrayNode races = root.putArray("races");
        for (RaceReport r : reports) {
            race(races.addObject(), r);
        }
        if (Engines.HYBRID.equals(settings.get("engine"))) {
            hybrid(root.putObject("hybrid"), HybridSession.current());
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * What the hybrid engine observed besides races (PPoPP'03 sec. 5.4): the most locks a thread held
     * at once (the bound of a later two-phase detailed run), and the first access that held more locks
     * than the oversized-lockset check assumed, or null (then no potential race was missed for it).
     */
    private static void hybrid(ObjectNode o, HybridEngine engine) {
        o.put("maxLocksHeld", engine == null ? 0 : engine.maxLocksHeld());
        BoundViolation v = engine == null ? null : engine.boundViolation();
        if (v == null) {
            o.putNull("boundViolation");
            return;
        }
        ObjectNode b = o.putObject("boundViolation");
        b.put("thread", v.thread());
        b.put("locksHeld", v.locksHeld());
        b.put("bound", v.bound());
        b.put("site", String.valueOf(v.site()));
        b.put("count", v.count());
        b.put("message", v.message());
    }

    private static void race(ObjectNode o, RaceReport r) {
        o.put("id", r.id());
        o.put("count", r.count());
        if (r.potential()) {
            o.put("potential", true);
        }
        RacyVariable v = r.variable();
        ObjectNode var = o.putObject("variable");
        var.put("kind", v.kind().label());
        var.put("name", v.name());
        var.put("class", v.className());
        if (v.isField()) {
            var.put("field", v.member());
        } else {
            var.put("index", v.index());
        }
        access(o.putObject("current"), r.current());
        access(o.putObject("earlier"), r.earlier());
    }

    private static void access(ObjectNode o, Access a) {
        o.put("kind", a.kind().lowerCase());
        ObjectNode t = o.putObject("thread");
        t.put("name", a.threadName());
        if (a.threadId() >= 0) {
            t.put("id", a.threadId());
        } else {
            t.putNull("id");
        }
        ArrayNode locks = o.putArray("locks");
        a.locks().forEach(locks::add);
        o.put("fullStack", a.fullStack());
        ArrayNode stack = o.putArray("stack");
        for (Frame f : a.stack()) {
            ObjectNode fr = stack.addObject();
            fr.put("class", f.className());
            fr.put("method", f.methodName());
            if (f.fileName() == null) {
                fr.putNull("file");
            } else {
                fr.put("file", f.fileName());
            }
            if (f.line() < 0) {
                fr.putNull("line");
            } else {
                fr.put("line", f.line());
            }
        }
    }
}
