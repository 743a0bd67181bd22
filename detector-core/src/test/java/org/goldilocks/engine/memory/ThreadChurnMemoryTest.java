package org.goldilocks.engine.memory;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;
import java.lang.ref.WeakReference;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Engines;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.engine.goldilocks.GoldilocksEngine;
import org.goldilocks.engine.goldilocks.GoldilocksForTests;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Thread churn, as the VM reports it: a main thread starts two short threads at a time; each
 * takes one shared lock, one publishes a fresh object, both touch fields of their own Thread
 * object and end with the volatile write of its termination, which main reads to join them. The
 * engine's retained heap must stay flat: what a terminated thread leaves behind must become
 * garbage once nothing can be ordered against it any more (docs/engine.md, "Thread churn").
 */
class ThreadChurnMemoryTest {
    private static final int WARM_UP = 20_000;
    private static final int THREADS = 100_000;
    /** Retained heap may grow by at most this much after warm-up (noise of the measurement itself). */
    private static final long FLAT_BYTES = 4L << 20;

    @ParameterizedTest
    @ValueSource(strings = {"goldilocks", "fasttrack"})
    void retainedHeapStaysFlat(String name) {
        Engine engine = Engines.create(name, true); // as the VM makes it
        Churn churn = new Churn(engine);
        churn.run(WARM_UP / 2);
        long before = settledHeap(engine);
        churn.run(THREADS / 4);
        long middle = settledHeap(engine);
        churn.run(THREADS / 4);
        long after = settledHeap(engine);
        System.out.printf("%s thread churn: retained %,d -> %,d -> %,d bytes over %,d threads%n",
                        name, before, middle, after, THREADS);
        assertTrue(after - before < FLAT_BYTES, name + ": retained heap grew by " + (after - before) + " bytes over "
                        + THREADS + " threads");
    }

    /**
     * The engine's retained heap without its live event list, whose length the reclaimer bounds by
     * design and which varies with where a run stops: Goldilocks gets a pass to the tail first
     * (after a collection, so that what the program dropped is known unreachable). That the
     * background passes keep the list bounded in a real run is VmMemoryTest's part.
     */
    private static long settledHeap(Engine engine) {
        if (engine instanceof GoldilocksEngine g) {
            System.gc();
            GoldilocksForTests.reclaimNow(g);
        }
        return retainedHeap();
    }

    /** The program: all its state that lives on between iterations. */
    public static final class Churn {
        final Engine engine;
        final ThreadState main;
        final SyncVar lock;
        final Variable shared;
        final Variable counter;
        /** Written once by main at start-up: its record (and Goldilockset) lives all run long. */
        final Variable config;

        public Churn(Engine engine) {
            this.engine = engine;
            main = engine.rootThread("main");
            lock = engine.newSyncVar("lock");
            shared = engine.newVariable();
            counter = engine.newVariable();
            config = engine.newVariable();
            assertNull(engine.write(main, config, "config"));
        }

        public void run(int iterations) {
            for (int i = 0; i < iterations; i++) {
                // The VM describes an object's variables by a weak reference to the object (here a
                // stand-in for each Thread object): once it is unreachable, so are they.
                Object threadW = new Object();
                Object threadR = new Object();
                SyncVar endW = engine.newSyncVar(new WeakReference<>(threadW));
                SyncVar endR = engine.newSyncVar(new WeakReference<>(threadR));
                Variable[] fieldsW = fields();
                Variable[] fieldsR = fields();
                touch(main, fieldsW, true);
                touch(main, fieldsR, true);
                ThreadState w = engine.fork(main, "w");
                ThreadState r = engine.fork(main, "r");

                engine.start(w);
                touch(w, fieldsW, false);
                Variable fresh = engine.newVariable();
                check(engine.write(w, fresh, "fresh"));
                engine.acquire(w, lock);
                check(engine.write(w, shared, "publish"));
                check(engine.read(w, counter, "count"));
                check(engine.write(w, counter, "count"));
                engine.release(w, lock);
                engine.volatileWrite(w, endW);
                engine.end(w);

                engine.start(r);
                touch(r, fieldsR, false);
                engine.acquire(r, lock);
                check(engine.read(r, shared, "consume"));
                check(engine.read(r, counter, "count"));
                check(engine.write(r, counter, "count"));
                engine.release(r, lock);
                engine.volatileWrite(r, endR);
                engine.end(r);

                engine.volatileRead(main, endW);
                engine.volatileRead(main, endR);
                touch(main, fieldsW, false);
                touch(main, fieldsR, false);
                Reference.reachabilityFence(threadW);
                Reference.reachabilityFence(threadR);
            }
        }

        private Variable[] fields() {
            Variable[] f = new Variable[4];
            for (int i = 0; i < f.length; i++) {
                f[i] = engine.newVariable();
            }
            return f;
        }

        private void touch(ThreadState t, Variable[] fields, boolean write) {
            for (Variable v : fields) {
                check(write ? engine.write(t, v, "field") : engine.read(t, v, "field"));
            }
        }

        private static void check(Object race) {
            if (race != null) {
                throw new AssertionError("a race-free churn raised " + race);
            }
        }
    }

    /**
     * Used heap after full collections, once it stops shrinking. The pause lets a reclamation pass
     * that a collection set off (passes run on the engine's own thread, after a collection) finish
     * before the next reading.
     */
    static long retainedHeap() {
        var memory = ManagementFactory.getMemoryMXBean();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            System.gc();
            long now = memory.getHeapMemoryUsage().getUsed();
            if (now >= used) {
                return used;
            }
            used = now;
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return used;
            }
        }
        return used;
    }
}
