package org.goldilocks.engine.goldilocks;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;

/** Goldilocks' view of a thread: a node of the event list, plus the thread's own walk scratch set. */
final class GThread extends ThreadState {
    final int hash = Nodes.threadHash(index());

    /** Reused by every check this thread makes, so a walk allocates nothing. Used only by this thread. */
    private ScratchSet scratch;
    /** How many list walks this thread's checks needed (statistics and tests; this thread only). */
    long walks;

    GThread(String name) {
        super(name);
    }

    ScratchSet scratch() {
        ScratchSet s = scratch;
        if (s == null) {
            scratch = s = new ScratchSet();
        }
        return s;
    }

    /** A synchronization source action: what this thread did so far may now become visible. */
    void sourceAction() {
        newEpoch();
    }

    void acquired(SyncVar lock) {
        setLocksHeld(locksHeld().with(lock));
    }

    void released(SyncVar lock) {
        setLocksHeld(locksHeld().without(lock));
    }

    /** The thread performs no more events: it needs no scratch set any more. */
    void ended() {
        newEpoch();
        scratch = null;
    }
}
