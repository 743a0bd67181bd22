package org.goldilocks.hw.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.goldilocks.hw.cost.CostModel;
import org.junit.jupiter.api.Test;

class DataCachesTest {
    static final CostModel M = CostModel.DEFAULT.withGeometry(64, 4096, 128, 1, 256, 1); // L1: 2 lines, LLC: 4

    @Test
    void latenciesFollowTheLevelThatHasTheLine() {
        DataCaches c = new DataCaches(2, M);
        assertEquals(M.memoryCycles(), c.access(0, 0, 8, false)); // cold
        assertEquals(M.l1Cycles(), c.access(0, 8, 8, false)); // same line
        assertEquals(M.llcCycles(), c.access(1, 0, 8, false)); // other core has it: shared
        assertEquals(M.l1Cycles(), c.access(0, 0, 8, false)); // still shared in core 0
        assertEquals(M.llcCycles(), c.access(0, 0, 8, true)); // upgrade: invalidates core 1
        assertEquals(M.llcCycles(), c.access(1, 0, 8, false)); // core 1 lost it
        assertEquals(M.memoryCycles() + M.memoryCycles(), c.access(0, 60 + 128 * 8, 8, false)); // two cold lines
    }

    @Test
    void evictedLinesAreFoundInTheLastLevel() {
        DataCaches c = new DataCaches(1, M);
        c.access(0, 0, 8, false);
        c.access(0, 128, 8, false); // same L1 set (2 sets): evicts line 0 from L1
        assertEquals(M.llcCycles(), c.access(0, 0, 8, false));
    }

    @Test
    void theCacheReplacesItsLeastRecentlyUsedWay() {
        SetAssociativeCache<String> c = new SetAssociativeCache<>(1, 2);
        c.put(1, "a");
        c.put(2, "b");
        c.get(1);
        SetAssociativeCache.Evicted<String> out = c.put(3, "c");
        assertEquals(2, out.line());
        assertEquals("b", out.value());
        assertEquals("a", c.peek(1));
        assertEquals(2, c.size());
    }
}
