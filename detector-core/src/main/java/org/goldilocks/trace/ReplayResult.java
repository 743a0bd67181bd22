package org.goldilocks.trace;

import java.util.List;

/** What replaying a trace gave: how many events it had, and the verdict on each access in trace order. */
public record ReplayResult(int events, List<AccessVerdict> accesses) {
    public ReplayResult {
        accesses = List.copyOf(accesses);
    }

    public List<Integer> racyLines() {
        return accesses.stream().filter(AccessVerdict::racy).map(v -> v.event().line()).toList();
    }

    /** The replayer's output for this trace: {@code race <line>} per racy access, then the totals. */
    public String report() {
        StringBuilder s = new StringBuilder();
        List<Integer> lines = racyLines();
        for (int line : lines) {
            s.append("race ").append(line).append('\n');
        }
        return s.append(events).append(" events, ").append(lines.size()).append(" races\n").toString();
    }
}
