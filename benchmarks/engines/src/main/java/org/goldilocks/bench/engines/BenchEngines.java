package org.goldilocks.bench.engines;

import java.util.List;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Engines;

/** The engines the suite compares: the real ones by {@link Engines}, plus the "none" baseline. */
final class BenchEngines {
    static final List<String> NAMES = List.of("none", "goldilocks", "fasttrack");

    private BenchEngines() {
    }

    static Engine create(String name) {
        return name.equals("none") ? new NoopEngine() : Engines.create(name);
    }
}
