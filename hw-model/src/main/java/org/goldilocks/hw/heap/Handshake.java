package org.goldilocks.hw.heap;

import java.util.function.Supplier;

import org.goldilocks.hw.machine.MachineEvents;
import org.goldilocks.hw.machine.SyncOp;
import org.goldilocks.hw.sched.Scheduler;

/**
 * The collector's stop-the-world handshake, as system synchronization: each live mutator reaches
 * a safepoint and releases the handshake variable (on its core: the scheduler brings it on), the
 * collector acquires it; after the collection the collector releases it and each mutator acquires
 * it as it resumes. It orders everything every mutator did before the collection before everything
 * any of them does after it, which is no edge of the language: a detector that took it for one
 * (AllSync) misses the races across a collection (§4.4).
 */
public final class Handshake {
    /** The handshake's system sync id (the VM's system sync ids are 0 and up). */
    public static final long SYNC_ID = -1;

    private final MachineEvents sink;
    private final Scheduler scheduler;
    private final Supplier<int[]> liveMutators;
    private final int collectorHw;

    public Handshake(MachineEvents sink, Scheduler scheduler, Supplier<int[]> liveMutators, int collectorHw) {
        this.sink = sink;
        this.scheduler = scheduler;
        this.liveMutators = liveMutators;
        this.collectorHw = collectorHw;
    }

    public int collectorHw() {
        return collectorHw;
    }

    /** Every mutator at its safepoint; then the collector may run. */
    public void stopTheWorld() {
        for (int mutator : liveMutators.get()) {
            sink.systemSync(scheduler.place(mutator), SyncOp.RELEASE, SYNC_ID);
        }
        sink.systemSync(collectorHw, SyncOp.ACQUIRE, SYNC_ID);
    }

    /** The collector is done; every mutator resumes. */
    public void resumeTheWorld() {
        sink.systemSync(collectorHw, SyncOp.RELEASE, SYNC_ID);
        for (int mutator : liveMutators.get()) {
            sink.systemSync(scheduler.place(mutator), SyncOp.ACQUIRE, SYNC_ID);
        }
    }
}
