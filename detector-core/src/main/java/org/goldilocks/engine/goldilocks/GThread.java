package org.goldilocks.engine.goldilocks;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadSlots;
import org.goldilocks.engine.ThreadState;

/** Goldilocks' view of a thread: a node of the event list, plus the thread's own walk scratch set. */
final class GThread extends ThreadState {
    final int hash = Nodes.threadHash(slot());

    /** Reused by every check this thread makes, so a walk allocates nothing. Used only by this thread. */
    private ScratchSet scratch;
    /** How many list walks this thread's checks needed (statistics and tests; this thread only). */
    long walks;
    /**
     * The thread's end as a synchronization variable: its last edge is this -> end, and a join is
     * the sink end -> joiner. So the thread itself is the source of no edge after it ended, and
     * any Goldilockset at a position after {@link #endedAt} may forget it (nothing can add
     * another thread through it, and it accesses nothing more). Null until the thread ends.
     */
    GSync end;
    /** The {@link #firstWord()} of the thread that forked this one (0: a root thread). */
    long forkedBy;
    /** A list position at or after this thread's last edge; MAX_VALUE while it runs. */
    volatile long endedAt = Long.MAX_VALUE;

    GThread(String name, ThreadSlots slots) {
        super(name, slots);
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
    void ended(long position) {
        newEpoch();
        scratch = null;
        endedAt = position;
    }

    /** Has this thread ended before list position {@code p}? Then a set at p may drop it. */
    boolean endedBefore(long p) {
        return endedAt <= p;
    }
}
