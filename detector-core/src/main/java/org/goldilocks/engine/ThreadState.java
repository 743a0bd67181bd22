package org.goldilocks.engine;

/**
 * An engine's view of one thread. Created by {@link Engine#rootThread(String)} or
 * {@link Engine#fork(ThreadState, String)}; engines subclass it with their own per-thread data.
 *
 * <p>The {@linkplain #epochWord() epoch word} is what makes the runtime's inline fast path possible:
 * it is unique to this thread and changes every time the thread performs a synchronization
 * <em>source</em> action (release, volatile write, fork, end...), that is, every time something
 * this thread did before may become visible to another thread. See {@link Variable#canSkip}.
 */
public abstract class ThreadState {
    /** Bits of the epoch word holding the epoch counter; the thread's slot sits above them. */
    protected static final int EPOCH_BITS = 40;
    static final long COUNTER_MASK = (1L << EPOCH_BITS) - 1;

    private final int slot;
    /** The first epoch word: identifies this thread among every thread that ever held its slot. */
    private final long firstWord;
    private final ThreadSlots.Lease lease;
    private volatile String name;
    /** The locks this thread holds now (outermost acquires only), and report-only names ({@link #heldForReport}); replaced on every change. */
    private LockSet locksHeld = LockSet.EMPTY;
    /** Written only by engine code running on this thread (or before it starts). Never 0. */
    protected long epochWord;
    /**
     * The current epoch as an object: replaced exactly when {@link #epochWord} changes, so a
     * runtime can tag objects with it and later recognize, with one reference compare, an object
     * tagged by this thread in its current epoch (the VM tags objects at allocation).
     */
    private EpochToken epochToken;
    /**
     * A second object per epoch, replaced together with {@link #epochToken}: a runtime can tag an
     * object whose reads (only) this thread may skip in this epoch.
     */
    private Object epochReadToken = new Object();
    /** Free for the runtime's own use (the VM keeps its guest thread here). */
    public Object attachment;

    protected ThreadState(String name, ThreadSlots slots) {
        this.lease = slots.lease(this);
        this.slot = lease.slot;
        this.name = name;
        this.firstWord = ((long) slot << EPOCH_BITS) | lease.firstCounter;
        this.epochWord = firstWord;
        lease.advanced(epochWord);
        this.epochToken = new EpochToken(firstWord);
    }

    /**
     * A small positive number unique among the engine's reachable threads (recycled once a thread
     * is unreachable, see {@link ThreadSlots}): the index of its vector clock entries.
     */
    public final int slot() {
        return slot;
    }

    /** Unique to this thread among every thread of its engine, past and present. */
    public final long firstWord() {
        return firstWord;
    }

    /** The epoch counter of the first epoch: clock values of this thread start here. */
    protected final long firstCounter() {
        return firstWord & COUNTER_MASK;
    }

    public final String name() {
        return name;
    }

    public final void setName(String name) {
        this.name = name;
    }

    public final long epochWord() {
        return epochWord;
    }

    /** Identifies the current epoch: never null, a new object on every {@link #newEpoch()}. */
    public final EpochToken epochToken() {
        return epochToken;
    }

    /** Identifies the current epoch for reads only: never null, a new object on every {@link #newEpoch()}. */
    public final Object epochReadToken() {
        return epochReadToken;
    }

    /** Starts a new epoch: call on every synchronization source action of this thread. */
    protected final void newEpoch() {
        epochWord++;
        lease.advanced(epochWord);
        epochToken = new EpochToken(firstWord);
        epochReadToken = new Object();
    }

    public final LockSet locksHeld() {
        return locksHeld;
    }

    protected final void setLocksHeld(LockSet locks) {
        this.locksHeld = locks;
    }

    /**
     * The runtime saw this thread take a lock that is not one of the engine's synchronization
     * variables (a java.util.concurrent lock under a happens-before engine): {@code name} is added
     * to {@link #locksHeld()} as a report-only name, which reports show and no detection rule sees
     * ({@link LockSet}). Not an event: no epoch, no order. Call on this thread only, as for
     * monitors.
     */
    public final void heldForReport(Object name) {
        this.locksHeld = locksHeld.withReportOnly(name);
    }

    /** The matching release of {@link #heldForReport}: {@code name} (by identity) leaves the set. */
    public final void releasedForReport(Object name) {
        this.locksHeld = locksHeld.withoutReportOnly(name);
    }

    @Override
    public String toString() {
        return name;
    }
}
