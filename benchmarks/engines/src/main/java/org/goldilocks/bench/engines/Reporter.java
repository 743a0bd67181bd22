package org.goldilocks.bench.engines;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * One benchmark thread's side of the calling contract for data accesses, in one of two ways:
 * {@code direct} calls the engine on every access; {@code canSkip} first tests the variable's
 * inline fast path, as the VM's field hooks do, and calls the engine only when it fails. Counts the
 * races the engine reports so that a trial can assert there were none.
 */
final class Reporter {
    static final String DIRECT = "direct";
    static final String CAN_SKIP = "canSkip";
    /** The site token the VM would pass (method and bci); any object will do. */
    private static final Object SITE = "bench site";

    private final Engine engine;
    private final ThreadState thread;
    private final boolean fastPath;
    private long races;

    Reporter(Engine engine, ThreadState thread, String path) {
        if (!path.equals(DIRECT) && !path.equals(CAN_SKIP)) {
            throw new IllegalArgumentException("path must be " + DIRECT + " or " + CAN_SKIP + ": " + path);
        }
        this.engine = engine;
        this.thread = thread;
        this.fastPath = path.equals(CAN_SKIP);
    }

    ThreadState thread() {
        return thread;
    }

    void read(Variable v) {
        if (fastPath && v.canSkip(thread.epochWord(), false)) {
            return;
        }
        count(engine.read(thread, v, SITE));
    }

    void write(Variable v) {
        if (fastPath && v.canSkip(thread.epochWord(), true)) {
            return;
        }
        count(engine.write(thread, v, SITE));
    }

    private void count(Race race) {
        if (race != null) {
            races++;
        }
    }

    /** Called from a @TearDown: a race here is a bug in the benchmark or in the engine. */
    void assertNoRace(String benchmark) {
        if (races != 0) {
            throw new IllegalStateException(benchmark + ": engine " + engine.name() + " reported " + races
                            + " race(s) on thread " + thread.name() + " in a race-free benchmark");
        }
    }
}
