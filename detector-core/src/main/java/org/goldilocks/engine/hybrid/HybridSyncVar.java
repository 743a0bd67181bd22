package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.SyncVar;

/**
 * A monitor, java.util.concurrent lock, channel or class-initialization variable. As a lock it is
 * a lockset token (sec. 2.2); a read-write lock has a second token for its read half,
 * {@link #sharedHalf()}, that excludes the write half but not itself. As a channel or class
 * initialization variable it holds the join of the clocks of the messages sent on it (sec. 4.1); as
 * a monitor, its wait set ({@link WaitRoom}) for notify.
 */
final class HybridSyncVar extends SyncVar {
    /** The lock this token belongs to: itself, or the exclusive token for a read half. */
    final HybridSyncVar lock;
    /** A read half: excludes writers of {@link #lock}, not other readers. */
    final boolean shared;
    private HybridSyncVar sharedHalf;
    /** The join of the messages sent so far (channels, class initialization); null before the first. Guarded by this. */
    Clock messages;
    /** Threads waiting on this monitor and pending notifications; null until the first wait. Guarded by this. */
    WaitRoom waits;

    HybridSyncVar(Object description) {
        super(description);
        this.lock = this;
        this.shared = false;
    }

    private HybridSyncVar(HybridSyncVar lock) {
        super(new ReadHalf(lock.description()));
        this.lock = lock;
        this.shared = true;
    }

    /** The read half's token, created on first use. */
    synchronized HybridSyncVar sharedHalf() {
        if (sharedHalf == null) {
            sharedHalf = new HybridSyncVar(this);
        }
        return sharedHalf;
    }

    synchronized WaitRoom waitRoom() {
        if (waits == null) {
            waits = new WaitRoom();
        }
        return waits;
    }

    /** Sec. 2.2, for read-write locks: do holders of these two tokens exclude each other? */
    static boolean exclude(HybridSyncVar a, HybridSyncVar b) {
        return a.lock == b.lock && !(a.shared && b.shared);
    }

    /** How reports name a read half: "read lock of " and the lock's description. */
    private record ReadHalf(Object lock) {
        @Override
        public String toString() {
            return "read lock of " + lock;
        }
    }
}
