package org.goldilocks.vm;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Engines;

/**
 * The one engine of this process. The launcher runs one guest VM per process; the engine is
 * created on first use so that {@code --race=off} never creates it.
 */
final class RaceRuntime {
    private RaceRuntime() {
    }

    private static final class Holder {
        static final Engine ENGINE = Engines.create(RaceConfig.ENGINE);
    }

    static Engine engine() {
        return Holder.ENGINE;
    }
}
