package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The identity node sets behind the walks and the explicit extra sets. */
class NodeSetsTest {
    private final GoldilocksEngine engine = new GoldilocksEngine();

    private List<Object> nodes(int n) {
        List<Object> nodes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            nodes.add(i % 3 == 0 ? engine.rootThread("t" + i) : engine.newSyncVar("s" + i));
        }
        return nodes;
    }

    @Test
    void scratchSetGrowsClearsAndIterates() {
        List<Object> nodes = nodes(1_000);
        ScratchSet set = new ScratchSet();
        for (int round = 0; round < 3; round++) {
            for (Object node : nodes) {
                assertTrue(set.add(node));
                assertFalse(set.add(node));
            }
            assertEquals(nodes.size(), set.size());
            for (int i = 0; i < set.size(); i++) {
                assertTrue(set.get(i) == nodes.get(i), "insertion order");
            }
            set.clear();
            assertEquals(0, set.size());
            for (Object node : nodes) {
                assertFalse(set.contains(node));
            }
        }
    }

    @Test
    void frozenSetsAreEqualByContent() {
        List<Object> nodes = nodes(50);
        ScratchSet a = new ScratchSet();
        ScratchSet b = new ScratchSet();
        nodes.forEach(a::add);
        for (int i = nodes.size() - 1; i >= 0; i--) {
            b.add(nodes.get(i));
        }
        Object excluded = nodes.get(7);
        FrozenSet fa = a.freeze(excluded, 0);
        FrozenSet fb = b.freeze(excluded, 0);
        assertEquals(fa, fb);
        assertEquals(fa.hashCode(), fb.hashCode());
        assertEquals(49, fa.size());
        assertFalse(fa.contains(excluded));
        assertTrue(fa.contains(nodes.get(8)));
        assertNotEquals(fa, a.freeze(nodes.get(8), 0));
        ScratchSet one = new ScratchSet();
        one.add(excluded);
        assertNull(one.freeze(excluded, 0), "nothing but the excluded node: no explicit set");
    }

    /** forEach visits every element once, in a scattered order (see FrozenSet.forEach), at every table size. */
    @Test
    void frozenSetForEachVisitsEveryElementOnce() {
        List<Object> nodes = nodes(5_000);
        for (int n : new int[] {1, 2, 3, 17, 1_000, 5_000}) {
            FrozenSet set = new FrozenSet(nodes.subList(0, n).toArray());
            List<Object> seen = new ArrayList<>();
            set.forEach(seen::add);
            assertEquals(n, seen.size());
            assertEquals(new java.util.HashSet<>(nodes.subList(0, n)), new java.util.HashSet<>(seen));
        }
    }

    /** A sealed log holds what the open one held: the same elements, order and indexes, at every size. */
    @Test
    void frozenLogKeepsTheOrderAndTheIndexes() {
        List<Object> nodes = nodes(5_000);
        java.util.Collections.shuffle(nodes, new java.util.Random(7));
        for (int n : new int[] {0, 1, 2, 3, 17, 1_000, 4_999}) {
            ScratchSet open = new ScratchSet();
            nodes.subList(0, n).forEach(open::add);
            FrozenLog log = new FrozenLog(open);
            assertEquals(n, log.size());
            for (int i = 0; i < n; i++) {
                assertTrue(log.get(i) == open.get(i), "insertion order");
                assertEquals(i, log.indexOf(nodes.get(i)));
            }
            for (Object absent : nodes.subList(n, nodes.size())) {
                assertEquals(-1, log.indexOf(absent));
            }
        }
    }

    /** Sealing keeps a set's content and equality, and sets sharing an open log share its sealed copy. */
    @Test
    void sealedSetsShareTheSealedLog() {
        List<Object> nodes = nodes(300);
        ScratchSet log = new ScratchSet();
        nodes.subList(0, 200).forEach(log::add);
        Object[] own = nodes.subList(250, 260).toArray();
        FrozenSet a = new FrozenSet(own, new NodeLog[] {log}, new int[] {150});
        FrozenSet b = new FrozenSet(own.clone(), new NodeLog[] {log}, new int[] {100});
        java.util.IdentityHashMap<NodeLog, FrozenLog> sealed = new java.util.IdentityHashMap<>();
        FrozenSet sa = a.sealed(sealed);
        FrozenSet sb = b.sealed(sealed);
        assertTrue(sa.log(0) instanceof FrozenLog && sa.log(0) == sb.log(0), "one sealed copy of the shared log");
        assertTrue(sa.sealed(sealed) == sa, "a sealed set has nothing left to seal");
        assertEquals(a.size(), sa.size());
        for (int i = 0; i < nodes.size(); i++) {
            Object node = nodes.get(i);
            assertEquals(a.contains(node), sa.contains(node), "node " + i);
            assertEquals(b.contains(node), sb.contains(node), "node " + i);
        }
        assertTrue(sa.contains(nodes.get(149)) && !sa.contains(nodes.get(150)), "the part is still a prefix");
        assertEquals(new FrozenSet(own, new NodeLog[] {sa.log(0)}, new int[] {150}), sa);
    }
}
