package org.goldilocks.report;

import java.util.List;

/**
 * The human-readable race report, a stable format (tools may parse it; docs/user-guide.md shows it):
 * <pre>
 * === goldilocks: data race #1 ===
 * Variable: field demo.Counter.count
 * Current access: read by thread "worker-2" (id 32), holding no locks
 * 	at demo.Counter.run(Counter.java:14)
 * 	at java.lang.Thread.run(Thread.java:1474)
 * Earlier access: write by thread "worker-1" (id 31), holding demo.Counter@1b6d3586
 * 	at demo.Counter.run(Counter.java:14)
 * 	(only the racing frame was recorded: ...)
 * === end of data race #1 ===
 * </pre>
 * Frames are tab-indented {@code at} lines, exactly as in a Java stack trace, so IDE consoles link
 * them to the source.
 */
public final class TextReport {
    /** Printed under an earlier access whose stack holds only the racing frame. */
    public static final String PARTIAL_STACK_HINT = "(only the racing frame was recorded: for the full stack, rerun with --race-stacks=full, "
                    + "or in two phases with --racy-variables-out=<file> then --race-stacks-for=<file>)";

    /** The line under the header of a potential race (the hybrid engine's: docs/user-guide.md, "Reading a potential-race report"). */
    public static final String POTENTIAL = "Potential race (hybrid): the two accesses hold no lock in common and (detailed mode) no start, "
                    + "join, notify or channel orders them, so another schedule can run them at the same time; this run may not have raced";

    private TextReport() {
    }

    public static String format(RaceReport r) {
        StringBuilder sb = new StringBuilder();
        sb.append("=== goldilocks: data race #").append(r.id()).append(" ===\n");
        if (r.potential()) {
            sb.append(POTENTIAL).append('\n');
        }
        sb.append("Variable: ").append(r.variable().kind().label()).append(' ').append(r.variable().name()).append('\n');
        access(sb, "Current access: ", r.current());
        access(sb, "Earlier access: ", r.earlier());
        sb.append("=== end of data race #").append(r.id()).append(" ===\n");
        return sb.toString();
    }

    private static void access(StringBuilder sb, String label, Access a) {
        sb.append(label).append(a.kind().lowerCase()).append(" by thread \"").append(a.threadName()).append('"');
        if (a.threadId() >= 0) {
            sb.append(" (id ").append(a.threadId()).append(')');
        }
        sb.append(", ").append(locks(a.locks())).append('\n');
        for (Frame f : a.stack()) {
            sb.append("\tat ").append(f).append('\n');
        }
        if (!a.fullStack()) {
            sb.append('\t').append(PARTIAL_STACK_HINT).append('\n');
        }
    }

    /** {@code holding no locks} or {@code holding a, b}. */
    public static String locks(List<String> locks) {
        return locks.isEmpty() ? "holding no locks" : "holding " + String.join(", ", locks);
    }

    /**
     * The end-of-run summary: one line per distinct race with its count.
     * <pre>
     * === goldilocks: 2 data races (40000 racy accesses) ===
     *   #1  20000x  field demo.Many.value: read at Many.java:30 / write at Many.java:22
     * </pre>
     */
    public static String summary(RaceLog log) {
        List<RaceReport> reports = log.reports();
        StringBuilder sb = new StringBuilder();
        String what = reports.stream().anyMatch(RaceReport::potential) ? " potential data race" : " data race";
        sb.append("=== goldilocks: ").append(reports.size()).append(what).append(reports.size() == 1 ? " (" : "s (")
                        .append(log.racyAccesses()).append(log.racyAccesses() == 1 ? " racy access) ===\n" : " racy accesses) ===\n");
        for (RaceReport r : reports) {
            sb.append("  #").append(r.id()).append("  ").append(r.count()).append("x  ")
                            .append(r.variable().kind().label()).append(' ').append(r.variable().name()).append(": ")
                            .append(r.current().kind().lowerCase()).append(" at ").append(where(r.current().top()))
                            .append(" / ").append(r.earlier().kind().lowerCase()).append(" at ").append(where(r.earlier().top()))
                            .append('\n');
        }
        if (log.unrecorded() > 0) {
            sb.append("  (").append(log.unrecorded()).append(" more racy accesses at further pairs of locations, not reported: limit of ")
                            .append(log.limit()).append(" pairs)\n");
        }
        return sb.toString();
    }

    private static String where(Frame f) {
        return f.fileName() == null ? f.className() + "." + f.methodName() : f.fileName() + ":" + f.line();
    }
}
