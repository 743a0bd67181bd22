package org.goldilocks.hw;

import java.util.Map;

import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.heap.GcKind;
import org.goldilocks.hw.heap.HeapSize;

/**
 * The one list of the model's options, their defaults and their parsing: the trace driver uses it,
 * and so should the launcher's {@code --hw-*} options.
 */
public final class HwOptions {
    public static final String HEAP = "--hw-heap";
    public static final String GC = "--hw-gc";
    public static final String CORES = "--hw-cores";
    public static final String QUANTUM = "--hw-quantum";
    public static final String REPORT = "--hw-report";

    public static final String DEFAULT_HEAP = "64m";
    public static final String DEFAULT_GC = "marksweep";
    public static final int DEFAULT_CORES = 4;
    public static final int DEFAULT_QUANTUM = 1000;

    private HwOptions() {
    }

    /**
     * A configuration from option values by option name ({@link #HEAP}...); a missing one takes
     * its default. IllegalArgumentException with one line for a bad value.
     */
    public static HwConfig config(Map<String, String> values) {
        long heap = HeapSize.parse(values.getOrDefault(HEAP, DEFAULT_HEAP));
        GcKind gc = GcKind.parse(values.getOrDefault(GC, DEFAULT_GC));
        int cores = positive(CORES, values.get(CORES), DEFAULT_CORES);
        int quantum = positive(QUANTUM, values.get(QUANTUM), DEFAULT_QUANTUM);
        return new HwConfig(heap, gc, cores, quantum, CostModel.DEFAULT);
    }

    /** The defaults. */
    public static HwConfig defaults() {
        return config(Map.of());
    }

    private static int positive(String option, String value, int byDefault) {
        if (value == null) {
            return byDefault;
        }
        try {
            int n = Integer.parseInt(value.trim());
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // fall through to the one-line error
        }
        throw new IllegalArgumentException(option + " expects a positive integer, not '" + value + "'");
    }
}
