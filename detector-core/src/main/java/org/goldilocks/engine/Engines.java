package org.goldilocks.engine;

import java.util.List;

import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.engine.goldilocks.GoldilocksEngine;
import org.goldilocks.engine.hybrid.HybridConfig;
import org.goldilocks.engine.hybrid.HybridEngine;

/** Creates engines by name, for launchers and tools. */
public final class Engines {
    /**
     * The race-aware engines (happens-before: a race they report happened in this execution, so a
     * runtime may refuse the access); the first is the default.
     */
    public static final List<String> NAMES = List.of("goldilocks", "fasttrack");
    /** The hybrid engine: potential races, report mode only ({@link Engine#reportsPotentialRaces()}). */
    public static final String HYBRID = "hybrid";
    /** Every engine {@link #create} accepts: {@link #NAMES}, then {@link #HYBRID}. */
    public static final List<String> ALL = List.of("goldilocks", "fasttrack", HYBRID);

    private Engines() {
    }

    public static Engine create(String name) {
        return create(name, false);
    }

    /**
     * @param forRuntime for a VM: the engine may run its housekeeping (Goldilocks' reclamation
     *        passes) on threads of its own rather than inside the calling thread's events
     */
    public static Engine create(String name, boolean forRuntime) {
        return create(name, forRuntime, HybridConfig.DEFAULT);
    }

    /** As {@link #create(String, boolean)}; {@code hybrid} configures the hybrid engine (ignored by the others). */
    public static Engine create(String name, boolean forRuntime, HybridConfig hybrid) {
        return switch (name) {
            case "goldilocks" -> forRuntime ? GoldilocksEngine.withBackgroundReclamation() : new GoldilocksEngine();
            case "fasttrack" -> new FastTrackEngine();
            case HYBRID -> new HybridEngine(hybrid);
            default -> throw new IllegalArgumentException("unknown engine '" + name + "' (expected one of " + String.join(", ", ALL) + ")");
        };
    }
}
