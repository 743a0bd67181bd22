package org.goldilocks.engine.fasttrack;

import org.goldilocks.engine.SyncVar;

/**
 * A lock, volatile or class-initialization variable with its vector clock (L_m in the paper).
 * The clock is guarded by its own monitor: the calling contract already serializes the events of
 * one sync variable, the monitor only makes the engine safe if a caller breaks it.
 */
final class FastTrackSyncVar extends SyncVar {
    private final VectorClock clock = new VectorClock();

    FastTrackSyncVar(Object description) {
        super(description);
    }

    /** Sync sink (acquire, volatile read): C_t := C_t join L. */
    void receiveInto(FastTrackThread t) {
        synchronized (clock) {
            t.clock.joinWith(clock);
        }
    }

    /**
     * Sync source (release, volatile write): L := L join C_t. For a lock the paper copies (L := C_t),
     * which equals the join because the previous release happens-before this one; for a volatile
     * the join is needed: a volatile read sees all earlier writes of the variable (JLS 17.4.4).
     */
    void publishFrom(FastTrackThread t) {
        synchronized (clock) {
            clock.joinWith(t.clock);
        }
    }
}
