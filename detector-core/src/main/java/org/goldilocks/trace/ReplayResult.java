package org.goldilocks.trace;

import java.util.List;

/**
 * What replaying a trace gave: how many events it had, the verdict on each access in trace order,
 * and notes the engine left (the hybrid engine: an exceeded lock bound).
 */
public record ReplayResult(int events, List<AccessVerdict> accesses, List<String> notes) {
    public ReplayResult {
        accesses = List.copyOf(accesses);
        notes = List.copyOf(notes);
    }

    public ReplayResult(int events, List<AccessVerdict> accesses) {
        this(events, accesses, List.of());
    }

    public List<Integer> racyLines() {
        return accesses.stream().filter(AccessVerdict::racy).map(v -> v.event().line()).toList();
    }

    /** The replayer's output for this trace: {@code race <line>} per racy access, {@code note: <text>} per note, then the totals. */
    public String report() {
        StringBuilder s = new StringBuilder();
        List<Integer> lines = racyLines();
        for (int line : lines) {
            s.append("race ").append(line).append('\n');
        }
        for (String note : notes) {
            s.append("note: ").append(note).append('\n');
        }
        return s.append(events).append(" events, ").append(lines.size()).append(" races\n").toString();
    }
}
