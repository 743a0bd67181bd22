package org.goldilocks.oracle;

import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;

/**
 * The hybrid engine's detailed mode by brute force, straight from the definition (O'Callahan and
 * Choi, sec. 4.2), over all pairs of accesses: two accesses to the same variable are a potential
 * race iff their threads differ, one writes, their locksets are disjoint (sec. 2.2: a read lock
 * does not exclude another read lock of the same lock) and neither is before the other in the
 * limited happens-before order (sec. 3.2). Every access is performed (report mode); a variable is
 * reported once, at the first access that forms a potential race with an earlier one (sec. 2.4).
 *
 * <p>Limited happens-before, as explicit predecessor sets: program order; a fork to the forked
 * thread's first event; a thread's end to its joins; a send on a channel to every later receive
 * on it; a class's initialization to every later sighting of it; a notify to the wait it ends,
 * matched by counting: a notify leaves one wake-up (notifyAll: one per waiting thread) if fewer
 * are left than threads wait, and a wait ended by notification takes the oldest left. Locks,
 * volatiles and java.util.concurrent locks order nothing.
 */
public final class PotentialRaceOracle {
    private PotentialRaceOracle() {
    }

    /** One verdict per access ({@code rd}/{@code wr}) in trace order: true = the access where its variable is reported. */
    public static boolean[] reportedAccesses(List<TraceEvent> events) {
        return reportedAccesses(events, true);
    }

    /** The same without the limited happens-before (Detailed-NoHB, {@code --hybrid-hb=off}): no access is ordered. */
    public static boolean[] reportedAccessesWithoutMessages(List<TraceEvent> events) {
        return reportedAccesses(events, false);
    }

    private static boolean[] reportedAccesses(List<TraceEvent> events, boolean messages) {
        BitSet[] before = messages ? limitedHappensBefore(events) : unordered(events.size());
        List<Set<String>> locksets = locksets(events);
        List<Integer> accesses = new ArrayList<>();
        Set<String> reported = new HashSet<>();
        boolean[] verdicts = new boolean[(int) events.stream().filter(e -> e.op().isAccess()).count()];
        int k = 0;
        for (int i = 0; i < events.size(); i++) {
            TraceEvent a = events.get(i);
            if (!a.op().isAccess()) {
                continue;
            }
            if (!reported.contains(a.argument())) {
                for (int j : accesses) {
                    if (potentialRace(events.get(j), locksets.get(j), a, locksets.get(i), before[i].get(j))) {
                        verdicts[k] = true;
                        reported.add(a.argument());
                        break;
                    }
                }
            }
            accesses.add(i);
            k++;
        }
        return verdicts;
    }

    /** The pairs of accesses (indices into events, earlier first) that are potential races: every one, not just the first per variable. */
    public static List<int[]> racingPairs(List<TraceEvent> events) {
        BitSet[] before = limitedHappensBefore(events);
        List<Set<String>> locksets = locksets(events);
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (events.get(i).op().isAccess() && events.get(j).op().isAccess()
                        && potentialRace(events.get(j), locksets.get(j), events.get(i), locksets.get(i), before[i].get(j))) {
                    pairs.add(new int[] {j, i});
                }
            }
        }
        return pairs;
    }

    private static BitSet[] unordered(int n) {
        BitSet[] none = new BitSet[n];
        java.util.Arrays.setAll(none, i -> new BitSet());
        return none;
    }

    private static boolean potentialRace(TraceEvent b, Set<String> bLocks, TraceEvent a, Set<String> aLocks, boolean ordered) {
        return b.argument().equals(a.argument()) && !b.thread().equals(a.thread())
                && (a.op() == Op.WR || b.op() == Op.WR) && disjoint(aLocks, bLocks) && !ordered;
    }

    /** Tokens: "m:<monitor>", "x:<j-lock>" (write lock), "s:<j-lock>" (read lock). */
    private static boolean disjoint(Set<String> a, Set<String> b) {
        for (String x : a) {
            for (String y : b) {
                boolean sameLock = x.substring(2).equals(y.substring(2)) && (x.charAt(0) == 'm') == (y.charAt(0) == 'm');
                if (sameLock && !(x.startsWith("s:") && y.startsWith("s:"))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The lockset of each event's thread when it happens (a wait's monitor is not held while waiting). */
    static List<Set<String>> locksets(List<TraceEvent> events) {
        Map<String, Map<String, Integer>> depth = new HashMap<>(); // thread -> token -> depth
        Map<String, Integer> waitDepth = new HashMap<>();
        List<Set<String>> result = new ArrayList<>();
        for (TraceEvent e : events) {
            Map<String, Integer> held = depth.computeIfAbsent(e.thread(), t -> new HashMap<>());
            String arg = e.argument();
            switch (e.op()) {
                case ACQ -> held.merge("m:" + arg, 1, Integer::sum);
                case REL -> decrement(held, "m:" + arg);
                case WAIT -> waitDepth.put(e.thread(), held.remove("m:" + arg));
                case WAITED, WOKE -> held.put("m:" + arg, waitDepth.remove(e.thread()));
                case LACQ -> held.merge("x:" + arg, 1, Integer::sum);
                case LREL -> decrement(held, "x:" + arg);
                case RACQ -> held.merge("s:" + arg, 1, Integer::sum);
                case RREL -> decrement(held, "s:" + arg);
                default -> {
                }
            }
            result.add(new HashSet<>(held.keySet()));
        }
        return result;
    }

    private static void decrement(Map<String, Integer> held, String token) {
        if (held.merge(token, -1, Integer::sum) == 0) {
            held.remove(token);
        }
    }

    /** before[i] = the indices of the events before event i in the limited happens-before order. */
    static BitSet[] limitedHappensBefore(List<TraceEvent> events) {
        int n = events.size();
        BitSet[] before = new BitSet[n];
        Map<String, Integer> lastOfThread = new HashMap<>();
        Map<String, Integer> forkOf = new HashMap<>();
        Map<String, Integer> endOf = new HashMap<>();
        Map<String, List<Integer>> sends = new HashMap<>();
        Map<String, Integer> initOf = new HashMap<>();
        Map<String, Integer> waiters = new HashMap<>();
        Map<String, ArrayDeque<int[]>> wakeUps = new HashMap<>(); // monitor -> [notify index, wake-ups left], oldest first
        for (int i = 0; i < n; i++) {
            TraceEvent e = events.get(i);
            List<Integer> direct = new ArrayList<>();
            Integer previous = lastOfThread.get(e.thread());
            if (previous != null) {
                direct.add(previous);
            } else if (forkOf.containsKey(e.thread())) {
                direct.add(forkOf.get(e.thread()));
            }
            String arg = e.argument();
            switch (e.op()) {
                case JOIN -> direct.add(endOf.get(arg));
                case RECV -> direct.addAll(sends.getOrDefault(arg, List.of()));
                case INITSEEN -> {
                    if (initOf.containsKey(arg)) {
                        direct.add(initOf.get(arg));
                    }
                }
                case WAIT -> waiters.merge(arg, 1, Integer::sum);
                case NOTIFY, NOTIFYALL -> {
                    ArrayDeque<int[]> left = wakeUps.computeIfAbsent(arg, m -> new ArrayDeque<>());
                    int room = waiters.getOrDefault(arg, 0) - total(left);
                    if (room > 0) {
                        left.addLast(new int[] {i, e.op() == Op.NOTIFYALL ? room : 1});
                    }
                }
                case WAITED, WOKE -> {
                    waiters.merge(arg, -1, Integer::sum);
                    ArrayDeque<int[]> left = wakeUps.computeIfAbsent(arg, m -> new ArrayDeque<>());
                    if (e.op() == Op.WAITED && !left.isEmpty()) {
                        int[] oldest = left.peekFirst();
                        direct.add(oldest[0]);
                        if (--oldest[1] == 0) {
                            left.removeFirst();
                        }
                    }
                    while (total(left) > waiters.get(arg)) {
                        int[] newest = left.peekLast();
                        if (--newest[1] == 0) {
                            left.removeLast();
                        }
                    }
                }
                default -> {
                }
            }
            BitSet set = new BitSet(n);
            for (int p : direct) {
                set.or(before[p]);
                set.set(p);
            }
            before[i] = set;
            lastOfThread.put(e.thread(), i);
            switch (e.op()) {
                case FORK -> forkOf.put(arg, i);
                case END -> endOf.put(e.thread(), i);
                case SEND -> sends.computeIfAbsent(arg, c -> new ArrayList<>()).add(i);
                case INITDONE -> initOf.put(arg, i);
                default -> {
                }
            }
        }
        return before;
    }

    private static int total(ArrayDeque<int[]> left) {
        int sum = 0;
        for (int[] w : left) {
            sum += w[1];
        }
        return sum;
    }
}
