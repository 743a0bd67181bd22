package org.goldilocks.oracle;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;
import org.goldilocks.trace.TraceValidator;

/**
 * Greedy trace minimization, keeping every candidate well-formed and failing: drop chunks of
 * consecutive events (halves, quarters... single events), drop a whole thread, or fold a thread
 * into the thread that forked it (its events become the parent's; fork, end and joins of it go).
 * Repeats until nothing applies. Line numbers of the result are renumbered from 1.
 */
public final class Shrinker {
    private final Predicate<List<TraceEvent>> fails;
    private List<TraceEvent> current;

    private Shrinker(List<TraceEvent> trace, Predicate<List<TraceEvent>> fails) {
        this.current = new ArrayList<>(trace);
        this.fails = fails;
    }

    public static List<TraceEvent> shrink(List<TraceEvent> trace, Predicate<List<TraceEvent>> fails) {
        Shrinker s = new Shrinker(trace, fails);
        boolean progress = true;
        while (progress) {
            progress = s.dropChunks() | s.dropOrFoldThreads();
        }
        return renumber(s.current);
    }

    private boolean tryReplace(List<TraceEvent> candidate) {
        if (candidate.size() < current.size() || !candidate.equals(current)) {
            List<TraceEvent> numbered = renumber(candidate);
            if (TraceValidator.isWellFormed(numbered) && fails.test(numbered)) {
                current = candidate;
                return true;
            }
        }
        return false;
    }

    private boolean dropChunks() {
        boolean any = false;
        int chunk = Math.max(1, current.size() / 2);
        while (true) {
            boolean removed = false;
            for (int from = current.size() - chunk; from >= 0; from--) {
                if (from + chunk > current.size()) {
                    continue; // the list got shorter behind us
                }
                List<TraceEvent> candidate = new ArrayList<>(current.subList(0, from));
                candidate.addAll(current.subList(from + chunk, current.size()));
                removed |= tryReplace(candidate);
            }
            any |= removed;
            if (!removed) {
                if (chunk == 1) {
                    return any;
                }
                chunk = Math.max(1, chunk / 2);
            }
        }
    }

    private boolean dropOrFoldThreads() {
        boolean any = false;
        Set<String> forked = new LinkedHashSet<>();
        for (TraceEvent e : current) {
            if (e.op() == Op.FORK) {
                forked.add(e.argument());
            }
        }
        for (String child : forked) {
            String parent = parentOf(child);
            if (parent == null) {
                continue;
            }
            List<TraceEvent> dropped = new ArrayList<>();
            List<TraceEvent> folded = new ArrayList<>();
            for (TraceEvent e : current) {
                boolean aboutChild = (e.op() == Op.FORK || e.op() == Op.JOIN) && child.equals(e.argument());
                if (e.thread().equals(child)) {
                    if (e.op() != Op.END) {
                        folded.add(new TraceEvent(e.line(), parent, e.op(), e.argument()));
                    }
                } else if (!aboutChild) {
                    dropped.add(e);
                    folded.add(e);
                }
            }
            any |= tryReplace(dropped) || tryReplace(folded);
        }
        return any;
    }

    private String parentOf(String child) {
        for (TraceEvent e : current) {
            if (e.op() == Op.FORK && child.equals(e.argument())) {
                return e.thread();
            }
        }
        return null;
    }

    public static List<TraceEvent> renumber(List<TraceEvent> events) {
        List<TraceEvent> numbered = new ArrayList<>(events.size());
        for (TraceEvent e : events) {
            numbered.add(e.withLine(numbered.size() + 1));
        }
        return numbered;
    }
}
