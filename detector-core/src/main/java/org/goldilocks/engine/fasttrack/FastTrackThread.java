package org.goldilocks.engine.fasttrack;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadSlots;
import org.goldilocks.engine.ThreadState;

/**
 * FastTrack's per-thread state: a dense id {@code tid} and the vector clock C_t. The thread's own
 * entry C_t(t) is always the counter held in the low bits of the epoch word, so the FastTrack
 * epoch C_t(t)@t and the runtime's epoch word advance together (on every sync source action).
 */
final class FastTrackThread extends ThreadState {
    private static final long CLOCK_MASK = (1L << EPOCH_BITS) - 1;

    /** Index into vector clocks: the thread's slot (recycled; its clock values continue above the previous holder's). */
    final int tid;
    /** C_t. Written only by this thread, or by its parent before it starts (fork). */
    final VectorClock clock = new VectorClock();

    FastTrackThread(String name, ThreadSlots slots) {
        super(name, slots);
        this.tid = slot();
        clock.set(tid, ownClock());
    }

    /** C_t(t): the clock part of the current epoch. */
    long ownClock() {
        return epochWord & CLOCK_MASK;
    }

    /** Paper: C_t := inc_t(C_t), after a sync source action; also moves the epoch word. */
    void tick() {
        newEpoch();
        clock.set(tid, ownClock());
    }

    void holds(SyncVar lock) {
        setLocksHeld(locksHeld().with(lock));
    }

    void letGo(SyncVar lock) {
        setLocksHeld(locksHeld().without(lock));
    }

    /** Epoch c@this happens-before t's next event: c <= C_t(this). */
    boolean epochBefore(long c, FastTrackThread t) {
        return c <= t.clock.get(tid);
    }
}
