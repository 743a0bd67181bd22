package org.goldilocks.config;

/**
 * The host system properties that configure the race-aware VM: the one list of their names, shared
 * by the launcher, which sets them from its options before the VM starts, and the VM glue, which
 * reads each once ({@code org.goldilocks.vm.runtime.RaceConfig}). The last three are not launcher
 * options: diagnostics, given to the host JVM as {@code -J-D<name>=<value>}.
 */
public final class VmProperties {
    /** {@code on|off} ({@code --race}). */
    public static final String RACE = "goldilocks.race";
    /** An engine name ({@code --engine}). */
    public static final String ENGINE = "goldilocks.engine";
    /** {@code throw|report} ({@code --race-mode}). */
    public static final String RACE_MODE = "goldilocks.race.mode";
    /** {@code on|off} ({@code --fresh-objects}). */
    public static final String FRESH_OBJECTS = "goldilocks.freshObjects";
    /** {@code on|off} ({@code --race-stderr}). */
    public static final String RACE_STDERR = "goldilocks.race.stderr";
    /** {@code top|full} ({@code --race-stacks}). */
    public static final String RACE_STACKS = "goldilocks.race.stacks";
    /** A name list file, or empty ({@code --race-stacks-for}). */
    public static final String RACE_STACKS_FOR = "goldilocks.race.stacksFor";
    /** A name list file, or empty ({@code --suppressions}). */
    public static final String SUPPRESSIONS = "goldilocks.suppressions";
    /** {@code simple|detailed} ({@code --hybrid-mode}; the hybrid engine only). */
    public static final String HYBRID_MODE = "goldilocks.hybrid.mode";
    /** {@code all|no-oversized|none} ({@code --hybrid-opts}). */
    public static final String HYBRID_OPTS = "goldilocks.hybrid.opts";
    /** A lock bound or {@code learned} ({@code --hybrid-max-locks}). */
    public static final String HYBRID_MAX_LOCKS = "goldilocks.hybrid.maxLocks";
    /** A channel file, or empty ({@code --hybrid-channels}). */
    public static final String HYBRID_CHANNELS = "goldilocks.hybrid.channels";
    /** A name list file, or empty ({@code --hybrid-fields}). */
    public static final String HYBRID_FIELDS = "goldilocks.hybrid.fields";
    /** {@code program|all} ({@code --hybrid-scope}). */
    public static final String HYBRID_SCOPE = "goldilocks.hybrid.scope";
    /** {@code on|off} ({@code --hybrid-hb}): detailed mode's limited happens-before. */
    public static final String HYBRID_HB = "goldilocks.hybrid.hb";
    /** {@code on|off}: off keeps every slow-path call in compiled code (tests). */
    public static final String SLOW_PATH_PROFILE = "goldilocks.slowPathProfile";
    /** A file: every engine event is also written there as a replayable trace. */
    public static final String RECORD = "goldilocks.record";
    /** {@code true}: every race is also printed on the host's stderr when raised. */
    public static final String DEBUG_RACES = "goldilocks.debug.races";

    private VmProperties() {
    }
}
