package org.goldilocks.oracle;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;

/**
 * The reference semantics, brute force and straight from the definitions: the happens-before
 * relation of JLS 17.4.5 as explicit sets of predecessors, and race-aware execution on top.
 *
 * <p>Edges: program order; every release to every later acquire of the same lock (JLS 17.4.4
 * synchronizes-with; inner re-entrant ones too: they add nothing, which this checks); every
 * volatile write to every later volatile read of the same variable; a fork to the forked thread's
 * first event; a thread's end to every join of it. All edges point forward in the trace, so
 * predecessor sets are built in one pass. An access races iff some earlier <em>performed</em>
 * access to the same variable by another thread conflicts with it (one of the two writes) and does
 * not happen-before it; a racy access is not performed.
 *
 * <p>The events the hybrid engine added mean what they mean to the JMM: a wait releases its
 * monitor and its end acquires it (notify adds nothing); a java.util.concurrent lock operation of
 * any mode is a volatile read and write of the lock's state (its compare-and-set); a channel send
 * is a volatile write and a receive a volatile read of the channel; a class initialization a
 * volatile write and seeing it a read (JLS 12.4.2). Each namespace is separate.
 */
public final class HappensBeforeOracle {
    private HappensBeforeOracle() {
    }

    /** One verdict per access ({@code rd}/{@code wr}) in trace order: true = racy. */
    public static boolean[] racyAccesses(List<TraceEvent> events) {
        BitSet[] before = happensBefore(events);
        List<Integer> performed = new ArrayList<>();
        List<Boolean> verdicts = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            TraceEvent a = events.get(i);
            if (!a.op().isAccess()) {
                continue;
            }
            boolean racy = false;
            for (int j : performed) {
                TraceEvent b = events.get(j);
                boolean conflict = b.argument().equals(a.argument()) && (a.op() == Op.WR || b.op() == Op.WR);
                if (conflict && !b.thread().equals(a.thread()) && !before[i].get(j)) {
                    racy = true;
                }
            }
            if (!racy) {
                performed.add(i);
            }
            verdicts.add(racy);
        }
        boolean[] result = new boolean[verdicts.size()];
        for (int k = 0; k < result.length; k++) {
            result[k] = verdicts.get(k);
        }
        return result;
    }

    /** before[i] = the indices of the events that happen-before event i (transitively closed). */
    static BitSet[] happensBefore(List<TraceEvent> events) {
        int n = events.size();
        BitSet[] before = new BitSet[n];
        Map<String, Integer> lastOfThread = new HashMap<>();
        Map<String, Integer> forkOf = new HashMap<>();
        Map<String, Integer> endOf = new HashMap<>();
        for (int i = 0; i < n; i++) {
            TraceEvent e = events.get(i);
            List<Integer> direct = new ArrayList<>();
            Integer previous = lastOfThread.get(e.thread());
            if (previous != null) {
                direct.add(previous);
            } else if (forkOf.containsKey(e.thread())) {
                direct.add(forkOf.get(e.thread()));
            }
            String sink = sinkOf(e);
            if (sink != null) {
                for (int j = 0; j < i; j++) {
                    if (sink.equals(sourceOf(events.get(j)))) {
                        direct.add(j);
                    }
                }
            }
            if (e.op() == Op.JOIN) {
                direct.add(endOf.get(e.argument()));
            }
            BitSet set = new BitSet(n);
            for (int p : direct) {
                set.or(before[p]);
                set.set(p);
            }
            before[i] = set;
            lastOfThread.put(e.thread(), i);
            if (e.op() == Op.FORK) {
                forkOf.put(e.argument(), i);
            }
            if (e.op() == Op.END) {
                endOf.put(e.thread(), i);
            }
        }
        return before;
    }

    /** The synchronization variable an event reads (acquires), with its namespace, or null. */
    static String sinkOf(TraceEvent e) {
        return switch (e.op()) {
            case ACQ, WAITED, WOKE -> "lock " + e.argument();
            case VRD -> "volatile " + e.argument();
            case LACQ, LREL, RACQ, RREL -> "jlock " + e.argument();
            case RECV -> "channel " + e.argument();
            case INITSEEN -> "class " + e.argument();
            default -> null;
        };
    }

    /** The synchronization variable an event writes (releases), with its namespace, or null. */
    static String sourceOf(TraceEvent e) {
        return switch (e.op()) {
            case REL, WAIT -> "lock " + e.argument();
            case VWR -> "volatile " + e.argument();
            case LACQ, LREL, RACQ, RREL -> "jlock " + e.argument();
            case SEND -> "channel " + e.argument();
            case INITDONE -> "class " + e.argument();
            default -> null;
        };
    }
}
