package org.goldilocks.engine.hybrid;

/**
 * The process's hybrid engine, once a runtime made one: the runtime sets it, and whoever reports
 * the run (the launcher) asks it at exit what the report needs besides the races: the lock bound
 * observed (sec. 5.4, 6.1: simple mode's N for the detailed phase of a two-phase run) and whether a
 * bound was exceeded. Null when no hybrid engine runs.
 */
public final class HybridSession {
    private static volatile HybridEngine current;

    private HybridSession() {
    }

    public static void set(HybridEngine engine) {
        current = engine;
    }

    public static HybridEngine current() {
        return current;
    }
}
