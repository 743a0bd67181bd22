package org.goldilocks.hw.lardish;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.hw.lardish.AddressTrace.Kind;
import org.goldilocks.hw.lardish.AddressTrace.Op;

/**
 * The reference semantics, brute force, sharing no code with LARDISH: happens-before as explicit
 * predecessor sets (program order of each language thread; every release to every later acquire
 * of the same sync id), and per byte the list of accesses that are its history: those since the
 * last write, that write included (a write starts a new list; ClearHistory empties the lists of its
 * range; CopyHistory copies a snapshot of the source's lists over the destination's). A tracked
 * access is racy iff some access in the history of one of its bytes is by another language thread,
 * conflicts with it, and does not happen-before it. Untracked accesses are neither checked nor
 * recorded. Which hardware thread runs what matters only through {@code Thread}.
 */
final class AddressOracle {
    private AddressOracle() {
    }

    /** One verdict per op: true for a racy tracked access. */
    static boolean[] racy(List<Op> ops) {
        int n = ops.size();
        BitSet[] before = new BitSet[n];
        Map<Integer, Integer> lastOfThread = new HashMap<>();
        Map<Integer, Integer> runningOn = new HashMap<>();
        int[] threadOf = new int[n];
        for (int i = 0; i < n; i++) {
            Op op = ops.get(i);
            if (op.kind() == Kind.THREAD) {
                runningOn.put(op.hw(), op.thread());
                threadOf[i] = -1;
                continue;
            }
            if (op.kind() == Kind.CLEAR || op.kind() == Kind.COPY) {
                threadOf[i] = -1;
                continue;
            }
            int t = runningOn.get(op.hw());
            threadOf[i] = t;
            BitSet set = new BitSet(n);
            Integer previous = lastOfThread.get(t);
            if (previous != null) {
                set.or(before[previous]);
                set.set(previous);
            }
            if (op.kind() == Kind.ACQUIRE) {
                for (int j = 0; j < i; j++) {
                    Op e = ops.get(j);
                    if (e.kind() == Kind.RELEASE && e.b() == op.b()) {
                        set.or(before[j]);
                        set.set(j);
                    }
                }
            }
            before[i] = set;
            lastOfThread.put(t, i);
        }
        boolean[] verdicts = new boolean[n];
        Map<Long, List<Integer>> history = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Op op = ops.get(i);
            switch (op.kind()) {
                case ACCESS -> {
                    boolean racy = false;
                    for (long b = op.a(); b < op.a() + op.size(); b++) {
                        List<Integer> h = history.getOrDefault(b, List.of());
                        for (int j : h) {
                            boolean conflict = op.write() || ops.get(j).write();
                            if (threadOf[j] != threadOf[i] && conflict && !before[i].get(j)) {
                                racy = true;
                            }
                        }
                        List<Integer> next = op.write() ? new ArrayList<>() : new ArrayList<>(h);
                        next.add(i);
                        history.put(b, next);
                    }
                    verdicts[i] = racy;
                }
                case CLEAR -> {
                    for (long b = op.a(); b < op.a() + op.size(); b++) {
                        history.remove(b);
                    }
                }
                case COPY -> {
                    List<List<Integer>> snapshot = new ArrayList<>();
                    for (long b = op.a(); b < op.a() + op.size(); b++) {
                        snapshot.add(history.get(b));
                    }
                    for (int k = 0; k < op.size(); k++) {
                        List<Integer> h = snapshot.get(k);
                        if (h == null) {
                            history.remove(op.b() + k);
                        } else {
                            history.put(op.b() + k, new ArrayList<>(h));
                        }
                    }
                }
                default -> {
                }
            }
        }
        return verdicts;
    }
}
