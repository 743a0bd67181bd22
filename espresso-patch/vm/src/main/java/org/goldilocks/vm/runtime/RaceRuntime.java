package org.goldilocks.vm.runtime;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.goldilocks.config.VmProperties;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Engines;
import org.goldilocks.engine.hybrid.HybridEngine;
import org.goldilocks.trace.RecordingEngine;
import org.goldilocks.vm.hw.HwFeed;

/**
 * The one engine of this process. The launcher runs one guest VM per process; the engine is
 * created on first use so that {@code --race=off} never creates it. With
 * {@code goldilocks.record=<file>} every event is also written to a replayable trace.
 */
public final class RaceRuntime {
    private RaceRuntime() {
    }

    private static final class Holder {
        static final Engine ENGINE = create();
    }

    public static Engine engine() {
        return Holder.ENGINE;
    }

    private static Engine create() {
        Engine engine = RaceConfig.HYBRID ? Engines.create(Engines.HYBRID, true, HybridSetup.config())
                        : HwFeed.wrap(Engines.create(RaceConfig.ENGINE, true)); // --hw-model: the model beside it
        if (engine instanceof HybridEngine hybrid) {
            HybridSetup.started(hybrid);
        }
        String record = System.getProperty(VmProperties.RECORD);
        if (record == null || record.isEmpty()) {
            return engine;
        }
        try {
            BufferedWriter out = Files.newBufferedWriter(Path.of(record), StandardCharsets.UTF_8);
            RecordingEngine recording = new RecordingEngine(engine, out);
            Runtime.getRuntime().addShutdownHook(new Thread(recording::flush, "goldilocks-trace-flush"));
            return recording;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the event trace to " + record, e);
        }
    }
}
