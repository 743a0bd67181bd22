package org.goldilocks.engine;

import java.util.concurrent.atomic.AtomicInteger;

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
    private static final AtomicInteger NEXT_INDEX = new AtomicInteger(1);
    /** Bits of the epoch word holding the epoch counter; the thread index sits above them. */
    protected static final int EPOCH_BITS = 40;

    private final int index;
    private volatile String name;
    /** The locks this thread holds now (outermost acquires only), replaced on every change. */
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

    protected ThreadState(String name) {
        this.index = NEXT_INDEX.getAndIncrement();
        this.name = name;
        this.epochWord = ((long) index << EPOCH_BITS) | 1L;
        this.epochToken = new EpochToken(index);
    }

    /** A small positive number unique to this thread within the process. */
    public final int index() {
        return index;
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
        epochToken = new EpochToken(index);
        epochReadToken = new Object();
    }

    public final LockSet locksHeld() {
        return locksHeld;
    }

    protected final void setLocksHeld(LockSet locks) {
        this.locksHeld = locks;
    }

    @Override
    public String toString() {
        return name;
    }
}
