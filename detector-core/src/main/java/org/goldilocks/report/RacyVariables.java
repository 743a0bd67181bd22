package org.goldilocks.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

import org.goldilocks.policy.ListFile;
import org.goldilocks.policy.NameList;

/**
 * The racy variables of a run, as a name list (org.goldilocks.policy.NameList format): the first
 * phase of a two-phase run writes it ({@code --racy-variables-out}), the second reads it
 * ({@code --race-stacks-for}) and records full stacks only for accesses to those variables. A racy
 * field is listed as {@code field <class>.<name>}. An array element has no stable name across runs,
 * so the methods making its two accesses are listed instead ({@code method <class>.<name>}).
 *
 * <p>With the hybrid engine the file also carries the lock bound the run observed (the most locks a
 * thread held at once), in a comment line {@code # hybrid-max-locks=<N>...} that name lists ignore:
 * the detailed phase of a two-phase run ({@code --hybrid-fields}) uses it as the bound N of the
 * oversized-lockset check, as the paper's two-phase runs do (PPoPP'03 sec. 5.4, 6.1).
 */
public final class RacyVariables {
    public static final String HEADER = "# Racy variables found by goldilocks: input for --race-stacks-for=<this file>";
    /** The start of the lock bound's line: a comment to name lists, read by {@link #maxLocks}. */
    public static final String MAX_LOCKS = "# hybrid-max-locks=";

    private RacyVariables() {
    }

    public static List<String> lines(List<RaceReport> reports) {
        Set<String> lines = new LinkedHashSet<>();
        for (RaceReport r : reports) {
            RacyVariable v = r.variable();
            if (v.isField()) {
                lines.add("field " + v.className() + "." + v.member());
            } else {
                for (Frame f : List.of(r.current().top(), r.earlier().top())) {
                    if (!f.className().equals("<unknown>")) { // a site never recorded (the hybrid's simple mode) names no method
                        lines.add("method " + f.className() + "." + f.methodName());
                    }
                }
            }
        }
        return List.copyOf(lines);
    }

    /** The lock bound's line for a run in which at most {@code n} locks were held at once. */
    public static String maxLocksLine(int n) {
        return MAX_LOCKS + n + "  (the most locks a thread held at once: the lock bound of --hybrid-fields=<this file>)";
    }

    /** The lock bound a racy variables file carries, if it has one. */
    public static OptionalInt maxLocks(Path file) throws IOException, NameList.MalformedException {
        return ListFile.read(file, RacyVariables::maxLocks);
    }

    /**
     * The bound of the first {@link #MAX_LOCKS} line: a number from 0 to 1000 right after the
     * '='; anything else there, or a second such line, is a malformed line.
     */
    public static OptionalInt maxLocks(Reader in, String source) throws IOException, NameList.MalformedException {
        java.io.BufferedReader r = new java.io.BufferedReader(in);
        OptionalInt found = OptionalInt.empty();
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            String text = line.strip();
            if (!text.startsWith(MAX_LOCKS)) {
                continue;
            }
            if (found.isPresent()) {
                throw new NameList.MalformedException(source, n, "a second hybrid-max-locks line");
            }
            String rest = text.substring(MAX_LOCKS.length());
            int end = 0;
            while (end < rest.length() && end < 5 && Character.isDigit(rest.charAt(end))) {
                end++;
            }
            int bound = end == 0 ? -1 : Integer.parseInt(rest.substring(0, end));
            if (bound < 0 || bound > 1000 || end < rest.length() && !Character.isWhitespace(rest.charAt(end))) {
                throw new NameList.MalformedException(source, n, "expected '" + MAX_LOCKS + "<N>' with N a number of locks from 0 to 1000");
            }
            found = OptionalInt.of(bound);
        }
        return found;
    }
}
