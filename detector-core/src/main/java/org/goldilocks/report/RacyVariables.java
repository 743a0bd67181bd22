package org.goldilocks.report;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The racy variables of a run, as a name list (org.goldilocks.policy.NameList format): the first
 * phase of a two-phase run writes it ({@code --racy-variables-out}), the second reads it
 * ({@code --race-stacks-for}) and records full stacks only for accesses to those variables. A racy
 * field is listed as {@code field <class>.<name>}. An array element has no stable name across runs,
 * so the methods making its two accesses are listed instead ({@code method <class>.<name>}).
 */
public final class RacyVariables {
    public static final String HEADER = "# Racy variables found by goldilocks: input for --race-stacks-for=<this file>";

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
}
