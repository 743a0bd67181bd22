package org.goldilocks.bench.vm;

import java.util.concurrent.TimeUnit;

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
 * The guest workloads (benchmarks/guest-workloads) run on Espresso from a host JMH fork, JIT on.
 * One invocation calls the guest's static {@code run(n)} once; {@code n} is large enough that the
 * host-to-guest call and the guest threads' start are noise, and the score is per loop iteration,
 * per increment or per handoff. The fork's JVM arguments come from the runner (VmBench); the
 * {@code config} parameter names them, and the setup checks the VM matches before measuring.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GuestWorkloadBench {
    static final int LOOP_ITERATIONS = 1_000_000;
    /** Per thread; two threads. */
    static final int INCREMENTS = 100_000;
    static final int HANDOFFS = 20_000;
    static final int ALLOCATIONS = 1 << 20;
    private static final String PACKAGE = "org.goldilocks.bench.guest.";

    @Param({"unpatched"})
    public String config;

    private GuestVm vm;
    private Workload threadLocalFieldLoop;
    private Workload threadLocalLongLivedLoop;
    private Workload sharedCounter;
    private Workload volatileHandoff;
    private Workload allocateAndLink;

    @Setup(Level.Trial)
    public void startVm() throws InterruptedException {
        VmConfig c = VmConfig.of(config);
        c.verifyHost();
        vm = GuestVm.start(System.getProperty(VmConfig.WORKLOADS_JAR), System.getProperty(VmConfig.GUEST_API_JAR));
        int races = vm.guestClass(PACKAGE + "RaceProbe").invokeMember("racesDetected").asInt();
        if (races != (c.detectsRaces() ? 1 : 0)) {
            throw new IllegalStateException(config + ": the race probe saw " + races + " race(s)");
        }
        threadLocalFieldLoop = new Workload(vm, PACKAGE + "ThreadLocalFieldLoop", LOOP_ITERATIONS);
        threadLocalLongLivedLoop = new Workload(vm, PACKAGE + "ThreadLocalLongLivedLoop", LOOP_ITERATIONS);
        sharedCounter = new Workload(vm, PACKAGE + "SharedCounter", INCREMENTS);
        volatileHandoff = new Workload(vm, PACKAGE + "VolatileHandoff", HANDOFFS);
        allocateAndLink = new Workload(vm, PACKAGE + "AllocateAndLink", ALLOCATIONS);
        System.out.println("[bench] " + config + " on " + vm.runtimeName() + ": VM checked, race probe saw " + races + " race(s)");
    }

    @TearDown(Level.Trial)
    public void stopVm() {
        if (vm != null) {
            vm.close();
        }
    }

    @Benchmark
    @OperationsPerInvocation(LOOP_ITERATIONS)
    public long threadLocalFieldLoop() {
        return threadLocalFieldLoop.run();
    }

    @Benchmark
    @OperationsPerInvocation(LOOP_ITERATIONS)
    public long threadLocalLongLivedLoop() {
        return threadLocalLongLivedLoop.run();
    }

    @Benchmark
    @OperationsPerInvocation(2 * INCREMENTS)
    public long sharedCounter() {
        return sharedCounter.run();
    }

    @Benchmark
    @OperationsPerInvocation(HANDOFFS)
    public long volatileHandoff() {
        return volatileHandoff.run();
    }

    @Benchmark
    @OperationsPerInvocation(ALLOCATIONS)
    public long allocateAndLink() {
        return allocateAndLink.run();
    }
}
