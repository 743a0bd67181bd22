package org.goldilocks.engine;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An immutable set of locks held by a thread, in acquisition order. A thread's current set is
 * replaced (never mutated) on each outermost acquire and last release, so an engine can remember
 * "the locks held at this access" by keeping a reference: no copy and no allocation per access.
 */
public final class LockSet {
    public static final LockSet EMPTY = new LockSet(new SyncVar[0]);

    private final SyncVar[] locks;

    private LockSet(SyncVar[] locks) {
        this.locks = locks;
    }

    public LockSet with(SyncVar lock) {
        SyncVar[] bigger = Arrays.copyOf(locks, locks.length + 1);
        bigger[locks.length] = lock;
        return new LockSet(bigger);
    }

    /** This set without {@code lock}; {@code this} if the lock is not in it. */
    public LockSet without(SyncVar lock) {
        for (int i = locks.length - 1; i >= 0; i--) {
            if (locks[i] == lock) {
                if (locks.length == 1) {
                    return EMPTY;
                }
                SyncVar[] smaller = new SyncVar[locks.length - 1];
                System.arraycopy(locks, 0, smaller, 0, i);
                System.arraycopy(locks, i + 1, smaller, i, locks.length - i - 1);
                return new LockSet(smaller);
            }
        }
        return this;
    }

    public boolean contains(SyncVar lock) {
        for (int i = locks.length - 1; i >= 0; i--) {
            if (locks[i] == lock) {
                return true;
            }
        }
        return false;
    }

    public boolean isEmpty() {
        return locks.length == 0;
    }

    public int size() {
        return locks.length;
    }

    /** The most recently acquired lock still held, or null. */
    public SyncVar last() {
        return locks.length == 0 ? null : locks[locks.length - 1];
    }

    public SyncVar get(int i) {
        return locks[i];
    }

    public List<SyncVar> asList() {
        return Collections.unmodifiableList(Arrays.asList(locks));
    }

    @Override
    public String toString() {
        return Arrays.toString(locks);
    }
}
