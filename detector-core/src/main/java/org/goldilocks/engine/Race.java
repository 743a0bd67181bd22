package org.goldilocks.engine;

/**
 * A detected race: the access being checked conflicts with an earlier access to the same
 * variable that does not happen-before it. Engines return facts; reporting formats them.
 */
public final class Race {
    private final AccessKind kind;
    private final ThreadState earlierThread;
    private final String earlierThreadName;
    private final AccessKind earlierKind;
    private final Object earlierSite;
    private final LockSet earlierLocks;

    public Race(AccessKind kind, ThreadState earlierThread, AccessKind earlierKind, Object earlierSite, LockSet earlierLocks) {
        this.kind = kind;
        this.earlierThread = earlierThread;
        this.earlierThreadName = earlierThread.name();
        this.earlierKind = earlierKind;
        this.earlierSite = earlierSite;
        this.earlierLocks = earlierLocks == null ? LockSet.EMPTY : earlierLocks;
    }

    /** The kind of the access that was being checked (the current one). */
    public AccessKind kind() {
        return kind;
    }

    public ThreadState earlierThread() {
        return earlierThread;
    }

    /** The earlier thread's name when the race was found. */
    public String earlierThreadName() {
        return earlierThreadName;
    }

    public AccessKind earlierKind() {
        return earlierKind;
    }

    /** The site token the runtime passed with the earlier access. */
    public Object earlierSite() {
        return earlierSite;
    }

    /** The locks the earlier thread held at the earlier access. */
    public LockSet earlierLocks() {
        return earlierLocks;
    }

    @Override
    public String toString() {
        return kind.lowerCase() + " races with " + earlierKind.lowerCase() + " by " + earlierThreadName + " at " + earlierSite;
    }
}
