package org.goldilocks.hw.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HeapSizeTest {
    @Test
    void parsesLikeXmx() {
        assertEquals(4096, HeapSize.parse("4096"));
        assertEquals(2048, HeapSize.parse("2k"));
        assertEquals(2048, HeapSize.parse("2K"));
        assertEquals(64L << 20, HeapSize.parse("64m"));
        assertEquals(3L << 30, HeapSize.parse("3G"));
        assertEquals("64m", HeapSize.format(64L << 20));
        assertEquals("3g", HeapSize.format(3L << 30));
        assertEquals("1000", HeapSize.format(1000));
    }

    @Test
    void rejectsEverythingElseWithOneLine() {
        for (String bad : new String[] {"", " ", "m", "12x", "-1", "0", "0k", "1.5m", "1mb", "99999999999999999999", "9999999999g", null}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HeapSize.parse(bad), String.valueOf(bad));
            assertFalse(e.getMessage().contains("\n"));
            assertTrue(e.getMessage().startsWith("invalid heap size"), e.getMessage());
        }
    }

    @Test
    void collectorNames() {
        assertEquals(GcKind.MARKSWEEP, GcKind.parse("marksweep"));
        assertEquals(GcKind.SEMISPACE, GcKind.parse("semispace"));
        assertThrows(IllegalArgumentException.class, () -> GcKind.parse("g1"));
    }
}
