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
}
