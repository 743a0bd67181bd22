package org.goldilocks.vm;

import org.goldilocks.engine.Engines;

/**
 * The VM's configuration, read once from host system properties that the launcher sets. Static
 * finals, so partial evaluation folds every {@code if (RaceConfig.ENABLED)} away: with
 * {@code --race=off} the hooks compile to nothing.
 */
public final class RaceConfig {
    /** {@code goldilocks.race=off} disables detection; the VM is otherwise identical. */
    public static final boolean ENABLED = !"off".equals(System.getProperty("goldilocks.race", "on"));
    /** Engine name, see {@link Engines#NAMES}. */
    public static final String ENGINE = System.getProperty("goldilocks.engine", Engines.NAMES.get(0));

    /** {@code goldilocks.debug.races=true}: also print every race on the host's stderr when raised (diagnostics). */
    public static final boolean DEBUG_RACES = Boolean.getBoolean("goldilocks.debug.races");

    private RaceConfig() {
    }
}
