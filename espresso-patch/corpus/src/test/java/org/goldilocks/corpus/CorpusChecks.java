package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;

import com.fasterxml.jackson.databind.JsonNode;

/** The per-program expectations, shared by every mode the corpus runs in. */
final class CorpusChecks {
    private CorpusChecks() {
    }

    static Stream<DynamicTest> tests(List<CorpusProgram> programs, CorpusRun run) {
        return programs.stream().map(p -> DynamicTest.dynamicTest(
                        (p.racy() ? "racy " : "race-free ") + p.className().replace("org.goldilocks.corpus.", ""),
                        () -> check(p, run.resultOf(p), run.raw.stderr())));
    }

    static void check(CorpusProgram p, JsonNode result, String stderr) {
        assertFalse(result.get("timedOut").asBoolean(), () -> p.className() + " did not finish; still running:\n"
                        + String.join("\n", stderr.lines().filter(l -> l.startsWith("CORPUS-HUNG " + p.className() + " ")).toList()));
        List<JsonNode> findings = new ArrayList<>();
        result.get("findings").forEach(findings::add);
        if (!p.racy()) {
            if (!findings.isEmpty()) {
                fail(p.className() + " is race-free but raised:\n" + findings);
            }
            assertTrue(result.get("completed").asBoolean(), p.className() + " main did not complete");
            return;
        }
        if (findings.size() != 1) {
            fail(p.className() + ": expected exactly one DataRaceException at line " + p.raceLine() + ", got " + findings);
        }
        JsonNode f = findings.get(0);
        assertEquals("org.goldilocks.DataRaceException", f.get("exception").asText(), () -> "unexpected exception " + f);
        RaceMessage m = RaceMessage.parse(f.get("message").asText());
        if (m.file().equals(p.sourceFile())) {
            // The racy access is the program's own: it is the marked one.
            assertEquals(p.raceLine(), m.line(), () -> "raised at the wrong access: " + f);
            assertEquals(p.sourceFile(), m.earlierFile(), () -> "earlier access should be in the program: " + f);
        } else {
            // The racy access is inside library code (an unsynchronized ArrayList...): the marked
            // line is the program's call that led to it, its first frame in the stack.
            assertEquals(p.raceLine(), firstLineIn(f, p.sourceFile()), () -> "raised below the wrong call: " + f);
        }
        assertEquals(p.raceKind(), m.kind(), () -> "raised at the wrong kind of access: " + f);
        assertTrue(namesVariable(m.variable(), p.raceVariable()), () -> "raised on the wrong variable, expected " + p.raceVariable() + ": " + f);
        assertEquals(f.get("thread").asText(), m.thread(), "the message names the raising thread");
        assertNotEquals(m.thread(), m.earlierThread(), "a race is between two threads");
        assertTrue(m.kind().equals("write") || m.earlierKind().equals("write"), "a race needs a write");
    }

    /**
     * Whether the message's variable is the expected one: equal, or ending with it after a package
     * (corpus classes are expected without theirs), an array element's identity hash left out.
     */
    static boolean namesVariable(String actual, String expected) {
        String a = actual.replaceAll("@[0-9a-f]+\\[", "[");
        return a.equals(expected) || a.endsWith("." + expected) && a.startsWith("org.goldilocks.corpus.");
    }

    /** The line of the first stack frame in the given source file, or -1. */
    private static int firstLineIn(JsonNode finding, String sourceFile) {
        for (JsonNode frame : finding.get("frames")) {
            String s = frame.asText();
            int colon = s.lastIndexOf(':');
            if (s.substring(0, colon).equals(sourceFile)) {
                return Integer.parseInt(s.substring(colon + 1));
            }
        }
        return -1;
    }
}
