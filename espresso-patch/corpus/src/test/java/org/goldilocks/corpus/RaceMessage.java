package org.goldilocks.corpus;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parts of a DataRaceException message: {@code <kind> of <variable> by thread "<name>" (<locks>)
 * at <frame> races with an earlier <kind> by thread "<name>" (<locks>) at <frame>}. A frame is
 * {@code class.method(File.java:line)}, or {@code class.method(File)} for code without line numbers
 * (the JDK's generated method-handle classes); the line is then -1.
 */
record RaceMessage(String kind, String variable, String thread, String locks, String file, int line,
                String earlierKind, String earlierThread, String earlierLocks, String earlierFile, int earlierLine) {
    private static final String FRAME = "\\S+\\(([^:()]+)(?::(\\d+))?\\)";
    private static final Pattern PATTERN = Pattern.compile(
                    "(read|write) of (\\S+) by thread \"(.*?)\" \\((holding [^)]*)\\) at " + FRAME
                                    + " races with an earlier (read|write) by thread \"(.*?)\" \\((holding [^)]*)\\) at " + FRAME);

    static RaceMessage parse(String message) {
        Matcher m = PATTERN.matcher(message);
        if (!m.find()) {
            throw new AssertionError("not a DataRaceException message of the documented form: " + message);
        }
        return new RaceMessage(m.group(1), m.group(2), m.group(3), m.group(4), m.group(5), line(m.group(6)),
                        m.group(7), m.group(8), m.group(9), m.group(10), line(m.group(11)));
    }

    private static int line(String digits) {
        return digits == null ? -1 : Integer.parseInt(digits);
    }
}
