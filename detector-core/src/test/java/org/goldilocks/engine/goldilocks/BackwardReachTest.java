package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * {@link BackwardReach} (logs and snapshots) gives exactly the sets of the plain definition, one
 * copied set per node (R(a) |= R(b) for each edge a -> b, swept backwards), on random edge
 * sequences of the kinds the engine appends: thread -> sync, sync -> thread, thread -> thread.
 * Up to 24 threads, so variables meet more threads than the snapshots' linear search covers.
 */
class BackwardReachTest {
    @Test
    void reachSetsEqualPerNodeCopiesAtEveryStep() {
        Random random = new Random(42);
        for (int round = 0; round < 300; round++) {
            int threadCount = 1 + random.nextInt(round % 3 == 0 ? 24 : 4);
            int syncCount = 1 + random.nextInt(round % 2 == 0 ? 40 : 3);
            List<Object> threads = new ArrayList<>();
            org.goldilocks.engine.ThreadSlots slots = new org.goldilocks.engine.ThreadSlots();
            List<Object> syncs = new ArrayList<>();
            for (int i = 0; i < threadCount; i++) {
                threads.add(new GThread("t" + i, slots));
            }
            for (int i = 0; i < syncCount; i++) {
                syncs.add(new GSync("s" + i));
            }
            List<Object> nodes = new ArrayList<>(threads);
            nodes.addAll(syncs);

            BackwardReach reach = new BackwardReach();
            Map<Object, Set<Object>> expected = new HashMap<>();
            int steps = 1 + random.nextInt(400);
            for (int step = 0; step < steps; step++) {
                Object t = threads.get(random.nextInt(threads.size()));
                Object s = syncs.get(random.nextInt(syncs.size()));
                Object u = threads.get(random.nextInt(threads.size()));
                Object a;
                Object b;
                switch (random.nextInt(5)) {
                    case 0, 1 -> { a = t; b = s; }
                    case 2, 3 -> { a = s; b = t; }
                    default -> { a = t; b = u; }
                }
                reach.prepend(a, b);
                if (a != b) {
                    Set<Object> rb = expected.getOrDefault(b, Set.of(b));
                    expected.computeIfAbsent(a, k -> new HashSet<>(Set.of(k))).addAll(rb);
                }
                if (random.nextInt(20) == 0 || step == steps - 1) {
                    for (Object x : nodes) {
                        ScratchSet got = new ScratchSet();
                        reach.addReachOf(x, got);
                        assertEquals(expected.getOrDefault(x, Set.of(x)), contents(got), "R(" + x + ") at step " + step);
                    }
                    List<Object> some = new ArrayList<>();
                    Set<Object> union = new HashSet<>();
                    for (Object x : nodes) {
                        if (random.nextInt(3) == 0) {
                            some.add(x);
                            union.addAll(expected.getOrDefault(x, Set.of(x)));
                        }
                    }
                    if (!some.isEmpty()) {
                        ScratchSet got = new ScratchSet();
                        reach.addReachOfAll(new FrozenSet(some.toArray()), got);
                        assertEquals(union, contents(got), "union of R over " + some);
                    }
                }
            }
        }
    }

    private static Set<Object> contents(ScratchSet set) {
        Set<Object> s = new HashSet<>();
        for (int i = 0; i < set.size(); i++) {
            s.add(set.get(i));
        }
        assertEquals(set.size(), s.size(), "no duplicates");
        return s;
    }
}
