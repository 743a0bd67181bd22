package org.goldilocks.bench.engines;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * (c) Read-shared access: a root thread writes four variables, then forks one engine thread per
 * benchmark thread; those only read the variables, with no synchronization. Concurrent reads never
 * race, but each reader's reads must be recorded (a later write is checked against them), and the
 * readers take turns on each variable's state.
 *
 * <p>op = one event: 4 reads per invocation; the score is the time per read seen by one thread.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(2)
public class ReadSharedAccessBench {
    static final int EVENTS = 4;

    @Param({"none", "goldilocks", "fasttrack"})
    public String engine;
    @Param({Reporter.DIRECT, Reporter.CAN_SKIP})
    public String path;

    Engine e;
    Variable v0;
    Variable v1;
    Variable v2;
    Variable v3;
    private ThreadState[] readers;
    private final AtomicInteger claimed = new AtomicInteger();

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        e = BenchEngines.create(engine);
        ThreadState root = e.rootThread("root");
        v0 = e.newVariable();
        v1 = e.newVariable();
        v2 = e.newVariable();
        v3 = e.newVariable();
        Reporter writer = new Reporter(e, root, Reporter.DIRECT);
        writer.write(v0);
        writer.write(v1);
        writer.write(v2);
        writer.write(v3);
        writer.assertNoRace("readShared (initial writes)");
        // the fork edges order the writes before every read
        readers = new ThreadState[params.getThreads()];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = e.fork(root, "reader-" + i);
        }
    }

    ThreadState claim() {
        return readers[claimed.getAndIncrement()];
    }

    /** One benchmark thread's forked engine thread. */
    @State(Scope.Thread)
    public static class Reader {
        Reporter reporter;

        @Setup(Level.Trial)
        public void start(ReadSharedAccessBench shared) {
            ThreadState self = shared.claim();
            shared.e.start(self);
            reporter = new Reporter(shared.e, self, shared.path);
        }

        @TearDown(Level.Trial)
        public void checkRaceFree() {
            reporter.assertNoRace("readShared");
        }
    }

    @Benchmark
    @OperationsPerInvocation(EVENTS)
    public void readShared(Reader r) {
        r.reporter.read(v0);
        r.reporter.read(v1);
        r.reporter.read(v2);
        r.reporter.read(v3);
    }
}
