package org.goldilocks.engine;

import java.util.List;

import org.goldilocks.engine.fasttrack.FastTrackEngine;
import org.goldilocks.engine.goldilocks.GoldilocksEngine;

/** Creates engines by name, for launchers and tools. */
public final class Engines {
    /** The names {@link #create} accepts; the first is the default. */
    public static final List<String> NAMES = List.of("goldilocks", "fasttrack");

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
        return switch (name) {
            case "goldilocks" -> forRuntime ? GoldilocksEngine.withBackgroundReclamation() : new GoldilocksEngine();
            case "fasttrack" -> new FastTrackEngine();
            default -> throw new IllegalArgumentException("unknown engine '" + name + "' (expected one of " + String.join(", ", NAMES) + ")");
        };
    }
}
