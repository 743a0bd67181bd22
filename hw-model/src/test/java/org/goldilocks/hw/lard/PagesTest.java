package org.goldilocks.hw.lard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class PagesTest {
    @Test
    void rangesSplitAtPageBoundaries() {
        List<String> chunks = new ArrayList<>();
        Pages.forEachChunk(4000, 5000, 4096, (a, n) -> chunks.add(a + "+" + n));
        assertEquals(List.of("4000+96", "4096+4096", "8192+808"), chunks);
        chunks.clear();
        Pages.forEachChunk(8192, 4096, 4096, (a, n) -> chunks.add(a + "+" + n));
        assertEquals(List.of("8192+4096"), chunks);
    }

    @Test
    void copiesSplitWhereEitherSideCrossesAPage() {
        List<String> chunks = new ArrayList<>();
        Pages.forEachCopyChunk(4000, 10_000, 300, 4096, (s, d, n) -> chunks.add(s + ">" + d + "+" + n));
        // source crosses at 4096 (after 96), destination at 12288 (after 2288 > 300)
        assertEquals(List.of("4000>10000+96", "4096>10096+204"), chunks);
        for (String c : chunks) {
            String[] p = c.split("[>+]");
            Pages.requireWithinPage("src", Long.parseLong(p[0]), Long.parseLong(p[2]), 4096);
            Pages.requireWithinPage("dst", Long.parseLong(p[1]), Long.parseLong(p[2]), 4096);
        }
    }

    @Test
    void aRangeAcrossABoundaryFaults() {
        Pages.requireWithinPage("x", 4095, 1, 4096);
        assertThrows(LardFault.class, () -> Pages.requireWithinPage("x", 4095, 2, 4096));
        assertThrows(LardFault.class, () -> Pages.requireWithinPage("x", 0, 4097, 4096));
        assertThrows(LardFault.class, () -> Pages.requireWithinPage("x", 0, 0, 4096));
    }
}
