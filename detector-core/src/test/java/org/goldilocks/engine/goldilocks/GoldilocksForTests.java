package org.goldilocks.engine.goldilocks;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.oracle.DelegatingEngine;

/**
 * Goldilocks engines for tests in other packages (the differential harness): one that runs
 * reclamation passes (partially eager evaluation, CACM 2010 sec. 4) all the time, and ones with a
 * single Goldilocks rule broken on purpose, built from outside the engine by corrupting the
 * package-private state the rule maintains, so the production code needs no test switches.
 */
public final class GoldilocksForTests {
    private GoldilocksForTests() {
    }

    /**
     * Chunks of {@code chunkCapacity} events; a pass whenever the live list exceeds
     * max(minLive, factor x variables the last pass advanced) (see {@link Reclaimer}).
     */
    public static GoldilocksEngine reclaiming(int chunkCapacity, long minLive, int factor) {
        return new GoldilocksEngine(chunkCapacity, minLive, factor);
    }

    /**
     * As the VM makes it (joins reported as the accesses they make, passes on a thread of their own,
     * each waiting for a collection after taking its cutoff), with chunks and thresholds as above.
     */
    public static GoldilocksEngine reclaimingInBackground(int chunkCapacity, long minLive, int factor) {
        GoldilocksEngine engine = new GoldilocksEngine(chunkCapacity, minLive, factor, false);
        engine.startBackgroundReclamation("goldilocks-reclaimer (test)");
        return engine;
    }

    /**
     * Until closed, explicit sets refer to every part of a log rather than copying the small ones
     * (BackwardReach.Result.smallPart), so that small test traces exercise parts and their carrying
     * over from pass to pass.
     */
    public static AutoCloseable everyPartReferredTo() {
        int before = BackwardReach.Result.smallPart;
        BackwardReach.Result.smallPart = 0;
        return () -> BackwardReach.Result.smallPart = before;
    }

    /**
     * Until closed, a thread caches where its walks found it (GThread.foundIn) from its first walk
     * on, not after a few, so that short test traces check the cache's answers too.
     */
    public static AutoCloseable cacheFromTheFirstWalk() {
        int before = GThread.walksBeforeCache;
        GThread.walksBeforeCache = 0;
        return () -> GThread.walksBeforeCache = before;
    }

    public static long passes(GoldilocksEngine engine) {
        return engine.reclamationPasses();
    }

    /** Runs a reclamation pass now, up to the list's tail, on the calling thread. */
    public static void reclaimNow(GoldilocksEngine engine) {
        engine.reclaimNow();
    }

    /**
     * The engine, with a pass forced before every access (it does nothing if no chunk was started
     * since the last one): with one-event chunks, every access then checks against records a pass
     * has just advanced.
     */
    public static Engine reclaimingBeforeEveryAccess(GoldilocksEngine engine) {
        return new DelegatingEngine(engine) {
            @Override
            public Race read(ThreadState thread, Variable variable, Object site) {
                engine.reclaimNow();
                return delegate.read(thread, variable, site);
            }

            @Override
            public Race write(ThreadState thread, Variable variable, Object site) {
                engine.reclaimNow();
                return delegate.write(thread, variable, site);
            }
        };
    }

    /**
     * The redundant-sink short-circuit ({@link GSync#covered}) applied after a plain volatile
     * write as if it were a read-modify-write: the writer's next read of the volatile appends no
     * edge, and misses the writes of other threads before its own write.
     */
    public static Engine volatileWriteCoversWriter(GoldilocksEngine engine) {
        return new DelegatingEngine(engine) {
            @Override
            public void volatileWrite(ThreadState thread, SyncVar variable) {
                delegate.volatileWrite(thread, variable);
                ((GSync) variable).covered = thread.firstWord();
            }
        };
    }

    /**
     * No read/write split (PLDI 2007): reads are checked but never recorded, so a write is
     * checked against the last write only and misses its races with earlier reads.
     */
    public static Engine readsNotRecorded(GoldilocksEngine engine) {
        return new DelegatingEngine(engine) {
            @Override
            public Race read(ThreadState thread, Variable variable, Object site) {
                Race race = delegate.read(thread, variable, site);
                GVariable v = (GVariable) variable;
                synchronized (v) {
                    for (int i = 0; i < v.readCount; i++) {
                        v.reads[i].clear();
                    }
                    v.readCount = 0;
                }
                return race;
            }
        };
    }

    /**
     * Lazy evaluation that ignores the part of a Goldilockset a reclamation pass computed
     * eagerly (the record's explicit set): wrong only once a pass advanced a record.
     */
    public static Engine explicitSetsIgnored(GoldilocksEngine engine) {
        return new DelegatingEngine(engine) {
            @Override
            public Race read(ThreadState thread, Variable variable, Object site) {
                dropExplicitSets((GVariable) variable);
                return delegate.read(thread, variable, site);
            }

            @Override
            public Race write(ThreadState thread, Variable variable, Object site) {
                dropExplicitSets((GVariable) variable);
                return delegate.write(thread, variable, site);
            }
        };
    }

    private static void dropExplicitSets(GVariable v) {
        synchronized (v) {
            if (v.write != null) {
                v.write.extra = null;
            }
            for (int i = 0; i < v.readCount; i++) {
                v.reads[i].extra = null;
            }
        }
    }
}
