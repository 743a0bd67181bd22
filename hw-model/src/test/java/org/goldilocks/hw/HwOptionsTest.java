package org.goldilocks.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.goldilocks.hw.heap.GcKind;
import org.junit.jupiter.api.Test;

/** The --hw-* options as the launcher gives them: the configuration, the model kind, one-line errors. */
class HwOptionsTest {
    @Test
    void configFromValuesAndDefaults() {
        HwConfig c = HwOptions.config(Map.of(HwOptions.HEAP, "3m", HwOptions.GC, "semispace", HwOptions.CORES, "2"));
        assertEquals(3L << 20, c.heapBytes());
        assertEquals(GcKind.SEMISPACE, c.gc());
        assertEquals(2, c.cores());
        assertEquals(HwOptions.DEFAULT_QUANTUM, c.quantum());
    }

    @Test
    void modelKinds() {
        HwConfig c = HwOptions.defaults();
        assertNull(HwOptions.model(HwOptions.OFF, c));
        assertNull(HwOptions.model(null, c));
        HwModel lardish = HwOptions.model(HwOptions.LARDISH, c);
        assertEquals("marksweep", lardish.report().gc());
        HwModel inert = HwOptions.model(HwOptions.INERT, c);
        assertThrows(IllegalStateException.class, inert::report); // no accuracy analysis
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HwOptions.model("lard", c));
        assertEquals("unknown --hw-model 'lard' (expected off, lardish, inert)", e.getMessage());
    }
}
