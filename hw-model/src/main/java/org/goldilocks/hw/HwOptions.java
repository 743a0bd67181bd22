package org.goldilocks.hw;

import java.util.List;
import java.util.Map;

import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.heap.GcKind;
import org.goldilocks.hw.heap.HeapSize;

/**
 * The one list of the model's options, their defaults and their parsing: the trace driver uses it,
 * and so should the launcher's {@code --hw-*} options.
 */
public final class HwOptions {
    /**
     * The launcher's switch: {@code off} (default), {@code lardish} (the model with its accuracy
     * analysis, {@link HwModel#withAccuracy}) or {@code inert} (fed all the same, events dropped:
     * {@link HwModel#inert}, for the §5.4 feeding cost).
     */
    public static final String MODEL = "--hw-model";
    public static final String HEAP = "--hw-heap";
    public static final String GC = "--hw-gc";
    public static final String CORES = "--hw-cores";
    public static final String QUANTUM = "--hw-quantum";
    public static final String REPORT = "--hw-report";

    /** The values of {@link #MODEL}. */
    public static final String OFF = "off";
    public static final String LARDISH = "lardish";
    public static final String INERT = "inert";
    public static final List<String> MODELS = List.of(OFF, LARDISH, INERT);

    /** Every option, in the order the launcher's help lists them. */
    public static final List<String> ALL = List.of(MODEL, HEAP, GC, CORES, QUANTUM, REPORT);

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

    /**
     * The model {@code --hw-model=<kind>} asks for over {@code config}, or null for {@code off}.
     * IllegalArgumentException with one line for an unknown kind.
     */
    public static HwModel model(String kind, HwConfig config) {
        return switch (kind == null ? OFF : kind) {
            case OFF -> null;
            case LARDISH -> HwModel.withAccuracy(config);
            case INERT -> HwModel.inert(config);
            default -> throw new IllegalArgumentException("unknown " + MODEL + " '" + kind + "' (expected " + String.join(", ", MODELS) + ")");
        };
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
