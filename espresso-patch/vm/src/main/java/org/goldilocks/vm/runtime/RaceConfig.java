package org.goldilocks.vm.runtime;

import org.goldilocks.config.VmProperties;
import org.goldilocks.engine.Engines;
import org.goldilocks.engine.hybrid.HybridConfig;

/**
 * The VM's configuration, read once from host system properties that the launcher sets. Static
 * finals, so partial evaluation folds every {@code if (RaceConfig.ENABLED)} away: with
 * {@code --race=off} the hooks compile to nothing.
 */
public final class RaceConfig {
    /** {@code goldilocks.race=off} disables detection; the VM is otherwise identical. */
    public static final boolean ENABLED = !"off".equals(System.getProperty(VmProperties.RACE, "on"));
    /** Engine name, see {@link Engines#NAMES}. */
    public static final String ENGINE = System.getProperty(VmProperties.ENGINE, Engines.NAMES.get(0));

    /**
     * {@code --engine=hybrid}: potential races (docs/engine.md, "Hybrid"). The VM then also feeds
     * what only that engine wants (variable groups, java.util.concurrent locks, notify, channels);
     * every hook of it folds away when this is false.
     */
    public static final boolean HYBRID = ENABLED && Engines.HYBRID.equals(ENGINE);
    /**
     * Goldilocks and FastTrack: the java.util.concurrent locks a thread holds are named in reports
     * as report-only names of its lock set (docs/engine.md, "Report-only locks"), so the VM watches
     * those locks' methods ({@code CallHooks}) for these engines too; never with {@code --race=off}.
     */
    public static final boolean LOCK_NAMES = ENABLED && !HYBRID;
    /** {@code --hybrid-mode}, {@code --hybrid-opts}, {@code --hybrid-max-locks}: the engine's spellings. */
    public static final String HYBRID_MODE = System.getProperty(VmProperties.HYBRID_MODE, "detailed");
    /** The hybrid in simple mode: its variables may skip in any epoch ({@code Variable.canSkipInAnyEpoch}). */
    public static final boolean HYBRID_SIMPLE = HYBRID && HybridConfig.Mode.SIMPLE.optionValue().equals(HYBRID_MODE);
    public static final String HYBRID_OPTS = System.getProperty(VmProperties.HYBRID_OPTS, "all");
    public static final String HYBRID_MAX_LOCKS = System.getProperty(VmProperties.HYBRID_MAX_LOCKS, "learned");
    /** {@code --hybrid-channels=<file>}: the user's channel methods, or null. Validated by the launcher. */
    public static final String HYBRID_CHANNELS = emptyToNull(System.getProperty(VmProperties.HYBRID_CHANNELS));
    /** {@code --hybrid-fields=<file>}: the variables a two-phase run's second phase checks, or null (all). */
    public static final String HYBRID_FIELDS = emptyToNull(System.getProperty(VmProperties.HYBRID_FIELDS));
    /** {@code --hybrid-hb=off}: detailed mode without its limited happens-before (the paper's Detailed-NoHB). */
    public static final boolean HYBRID_NO_HB = "off".equals(System.getProperty(VmProperties.HYBRID_HB, "on"));
    /** {@code --hybrid-scope=all}: also the JDK's fields and the array accesses of its methods (default: the program's only). */
    public static final boolean HYBRID_ALL_SCOPE = "all".equals(System.getProperty(VmProperties.HYBRID_SCOPE, "program"));

    /** {@code goldilocks.debug.races=true}: also print every race on the host's stderr when raised (diagnostics). */
    public static final boolean DEBUG_RACES = Boolean.getBoolean(VmProperties.DEBUG_RACES);

    /**
     * {@code goldilocks.race.mode=report} ({@code --race-mode=report}): log a race, perform the
     * access anyway and continue. Default {@code throw}: DataRaceException before the access.
     */
    public static final boolean REPORT_MODE = HYBRID || "report".equals(System.getProperty(VmProperties.RACE_MODE, "throw"));

    /**
     * Objects and arrays new in the allocating thread's current epoch are owned by it: its accesses
     * are skipped after one compare (see {@code ObjectHooks.afterNew}, {@code Ownership}). On unless {@code goldilocks.freshObjects=off} (for
     * measuring it) and off in report mode, where a survey should also show the races on what an
     * unsafely published object's constructor wrote, after the publication's own race.
     */
    public static final boolean FRESH_OBJECTS = !REPORT_MODE && !"off".equals(System.getProperty(VmProperties.FRESH_OBJECTS, "on"));

    /**
     * {@code goldilocks.slowPathProfile=off} (diagnostics, for tests): compiled code always keeps
     * the slow-path calls instead of deoptimizing at the first one ({@code SlowPathProfile}), so
     * the compiled form of every slow path runs. Default on.
     */
    public static final boolean SLOW_PATH_PROFILE = !"off".equals(System.getProperty(VmProperties.SLOW_PATH_PROFILE, "on"));

    /**
     * {@code goldilocks.race.stderr=off} ({@code --race-stderr=off}): do not print the human
     * report of each new race on the host's stderr. Default on.
     */
    public static final boolean PRINT_REPORTS = !"off".equals(System.getProperty(VmProperties.RACE_STDERR, "on"));

    /**
     * {@code goldilocks.race.stacks=full} ({@code --race-stacks=full}): every checked access
     * records its full guest stack, so both accesses of a race are reported with full stacks
     * (expensive: for small programs). Default {@code top}: the earlier access's racing frame only.
     */
    public static final boolean FULL_STACKS = "full".equals(System.getProperty(VmProperties.RACE_STACKS, "top"));

    /**
     * {@code goldilocks.race.stacksFor=<file>} ({@code --race-stacks-for}): a name list (the racy
     * variables file of an earlier run); accesses to the fields it names, and by the methods it
     * names, record full stacks. Null when not given.
     */
    public static final String STACKS_FOR = emptyToNull(System.getProperty(VmProperties.RACE_STACKS_FOR));

    /**
     * {@code goldilocks.suppressions=<file>} ({@code --suppressions}): the user's suppression
     * list, in addition to the built-in JDK list. Null when not given. The launcher has validated it.
     */
    public static final String SUPPRESSIONS = emptyToNull(System.getProperty(VmProperties.SUPPRESSIONS));

    private RaceConfig() {
    }

    private static String emptyToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
