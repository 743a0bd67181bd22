package org.goldilocks.bench.engines;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
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
 * (b) Lock-protected shared access: two threads increment one shared counter under one real lock,
 * reporting acquire (after taking the lock), the counter's read and write, and release (before
 * letting it go), as the calling contract asks. Every access follows the other thread's release,
 * so the engine must establish the lock's happens-before edge each time.
 *
 * <p>op = one event: acquire + read + write + release = 4 per invocation; the score is the time
 * per event seen by one of the two threads, waiting for the lock included.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LockedSharedAccessBench {
    static final int EVENTS = 4;
    static final int THREADS = 2;

    /** The lock, the counter and the two forked thread states, shared by the group. */
    @State(Scope.Group)
    public static class Shared {
        @Param({"none", "goldilocks", "fasttrack"})
        public String engine;
        @Param({Reporter.DIRECT, Reporter.CAN_SKIP})
        public String path;

        Engine e;
        final ReentrantLock lock = new ReentrantLock();
        SyncVar lockVar;
        Variable counter;
        private ThreadState[] workers;
        private final AtomicInteger claimed = new AtomicInteger();

        @Setup(Level.Trial)
        public void setUp() {
            e = BenchEngines.create(engine);
            ThreadState root = e.rootThread("root");
            lockVar = e.newSyncVar("the lock");
            counter = e.newVariable();
            // fork runs on the parent: both children are forked here, on one thread
            workers = new ThreadState[THREADS];
            for (int i = 0; i < THREADS; i++) {
                workers[i] = e.fork(root, "worker-" + i);
            }
        }

        ThreadState claim() {
            return workers[claimed.getAndIncrement()];
        }
    }

    /** One benchmark thread's forked engine thread. */
    @State(Scope.Thread)
    public static class Worker {
        Reporter reporter;

        @Setup(Level.Trial)
        public void start(Shared shared) {
            ThreadState self = shared.claim();
            shared.e.start(self);
            reporter = new Reporter(shared.e, self, shared.path);
        }

        @TearDown(Level.Trial)
        public void checkRaceFree() {
            reporter.assertNoRace("lockedShared");
        }
    }

    @Benchmark
    @Group("lockedShared")
    @GroupThreads(THREADS)
    @OperationsPerInvocation(EVENTS)
    public void increment(Shared s, Worker w) {
        s.lock.lock();
        try {
            s.e.acquire(w.reporter.thread(), s.lockVar);
            w.reporter.read(s.counter);
            w.reporter.write(s.counter);
            s.e.release(w.reporter.thread(), s.lockVar);
        } finally {
            s.lock.unlock();
        }
    }
}
