package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadSlots;
import org.goldilocks.engine.ThreadState;

/**
 * The hybrid engine's view of a thread: its locks (monitors and java.util.concurrent locks, the
 * lockset of sec. 2.2, kept in {@link #locksHeld()}) and its vector clock of the limited
 * happens-before order (sec. 4.1), whose own entry is the timestamp every access records (sec.
 * 4.2). The clock is written only by this thread, or by its parent before it starts.
 *
 * <p>The epoch word changes on every message this thread sends and on every lock it lets go (and on
 * the other synchronization sources of the Java Memory Model, volatile writes and its end, as
 * {@link ThreadState} promises), so while it is unchanged the thread's timestamp is unchanged and
 * its lockset only grew: an access
 * covered by a record of this thread in the same epoch stays covered (the runtime's inline
 * {@code canSkip} relies on it, see {@link DetailedVariable} and {@link SimpleVariable}).
 */
final class HybridThread extends ThreadState {
    /**
     * Index into vector clocks: the thread's slot, recycled once the thread is unreachable
     * (records hold their thread); timestamps start above the previous holder's (see ThreadSlots).
     */
    final int tid;
    final Clock clock = new Clock();
    /** Scratch for the oversized-lockset check (sec. 5.4): grown on demand, never shrunk. */
    Record[] family = new Record[4];

    HybridThread(String name, ThreadSlots slots) {
        super(name, slots);
        this.tid = slot();
        // Every tick also starts an epoch, so timestamps never pass the epoch counter, whose
        // first value is above everything the slot's previous holder reached.
        clock.set(tid, firstCounter());
    }

    /** The timestamp of this thread's next access: its own clock entry. */
    long now() {
        return clock.get(tid);
    }

    /** After sending a message: later accesses are not before the receiver. */
    void tick() {
        clock.set(tid, now() + 1);
        newEpoch();
    }

    void hold(SyncVar token) {
        setLocksHeld(locksHeld().with(token));
    }

    /** Lets go of a lock token; a new epoch, since the lockset shrank. Ignored if not held. */
    void letGo(SyncVar token) {
        LockSet before = locksHeld();
        LockSet after = before.without(token);
        if (after != before) {
            setLocksHeld(after);
            newEpoch();
        }
    }

    /** A new epoch without a message (the thread ended, wrote a volatile...). */
    void endEpoch() {
        newEpoch();
    }
}
