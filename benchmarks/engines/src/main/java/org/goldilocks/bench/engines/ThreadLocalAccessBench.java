package org.goldilocks.bench.engines;

import java.util.concurrent.TimeUnit;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.SyncVar;
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

/**
 * (a) Thread-local access: one thread reads and writes four variables only it touches, inside a
 * private monitor it takes and lets go every 16 accesses (think of a synchronized method on an
 * object nobody else sees). The release starts a new epoch, so per batch the first read and the
 * first write of each variable reach the engine's slow path even with {@code canSkip}; the other
 * 8 accesses are what the fast path exists for.
 *
 * <p>op = one event: 16 accesses + acquire + release = 18 per invocation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ThreadLocalAccessBench {
    static final int EVENTS = 18;

    @Param({"none", "goldilocks", "fasttrack"})
    public String engine;
    @Param({Reporter.DIRECT, Reporter.CAN_SKIP})
    public String path;

    private Engine e;
    private Reporter owner;
    private SyncVar privateLock;
    private Variable v0;
    private Variable v1;
    private Variable v2;
    private Variable v3;

    @Setup(Level.Trial)
    public void setUp() {
        e = BenchEngines.create(engine);
        owner = new Reporter(e, e.rootThread("owner"), path);
        privateLock = e.newSyncVar("private lock");
        v0 = e.newVariable();
        v1 = e.newVariable();
        v2 = e.newVariable();
        v3 = e.newVariable();
    }

    @TearDown(Level.Trial)
    public void checkRaceFree() {
        owner.assertNoRace("threadLocal");
    }

    @Benchmark
    @OperationsPerInvocation(EVENTS)
    public void threadLocal() {
        e.acquire(owner.thread(), privateLock);
        // first accesses of this epoch: the engine records them
        owner.read(v0);
        owner.read(v1);
        owner.read(v2);
        owner.read(v3);
        owner.write(v0);
        owner.write(v1);
        owner.write(v2);
        owner.write(v3);
        // repeats in the same epoch: canSkip holds for all of them
        owner.read(v0);
        owner.write(v0);
        owner.read(v1);
        owner.write(v1);
        owner.read(v2);
        owner.write(v2);
        owner.read(v3);
        owner.write(v3);
        e.release(owner.thread(), privateLock);
    }
}
