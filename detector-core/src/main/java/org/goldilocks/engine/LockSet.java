package org.goldilocks.engine;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An immutable set of locks held by a thread, in acquisition order. A thread's current set is
 * replaced (never mutated) on each outermost acquire and last release, so an engine can remember
 * "the locks held at this access" by keeping a reference: no copy and no allocation per access.
 *
 * <p>Two views. The locks ({@link #size}, {@link #get}, {@link #contains}, {@link #isEmpty},
 * {@link #last}, {@link #asList}) are the synchronization variables the engine was told about;
 * they are the only ones a detection rule may use (Goldilocks' common-lock short cut, the hybrid's
 * locksets). Besides them a set may carry <em>report-only</em> names ({@link #withReportOnly}): locks
 * the runtime saw taken that are not synchronization variables of the engine (the VM names the
 * java.util.concurrent locks a thread holds under the happens-before engines). They are plain
 * objects, not {@link SyncVar}s, and appear only in {@link #forReport()}, so no rule can see them:
 * a read lock held by two readers orders nothing, and a rule that took "both held it" as an order
 * would hide races (docs/engine.md, "Report-only locks").
 */
public final class LockSet {
    public static final LockSet EMPTY = new LockSet(new SyncVar[0], null);

    private final SyncVar[] locks;
    /**
     * Everything held, in acquisition order, for reports: the locks and the report-only names.
     * Null when there are no report-only names (then {@link #locks} is the whole list).
     */
    private final Object[] named;

    private LockSet(SyncVar[] locks, Object[] named) {
        this.locks = locks;
        this.named = named;
    }

    public LockSet with(SyncVar lock) {
        SyncVar[] bigger = Arrays.copyOf(locks, locks.length + 1);
        bigger[locks.length] = lock;
        return new LockSet(bigger, named == null ? null : appended(named, lock));
    }

    /** This set without {@code lock}; {@code this} if the lock is not in it. */
    public LockSet without(SyncVar lock) {
        for (int i = locks.length - 1; i >= 0; i--) {
            if (locks[i] == lock) {
                if (locks.length == 1 && named == null) {
                    return EMPTY;
                }
                SyncVar[] smaller = new SyncVar[locks.length - 1];
                System.arraycopy(locks, 0, smaller, 0, i);
                System.arraycopy(locks, i + 1, smaller, i, locks.length - i - 1);
                return new LockSet(smaller, named == null ? null : removed(named, lastIndexOf(named, lock)));
            }
        }
        return this;
    }

    /**
     * This set with a report-only name added (see the class comment): it shows in
     * {@link #forReport()} and nowhere else. Names are told apart by identity.
     */
    public LockSet withReportOnly(Object name) {
        return new LockSet(locks, appended(named == null ? locks : named, name));
    }

    /** This set without the report-only name {@code name} (by identity); {@code this} if it is not in it. */
    public LockSet withoutReportOnly(Object name) {
        int i = named == null || name instanceof SyncVar ? -1 : lastIndexOf(named, name);
        if (i < 0) {
            return this;
        }
        if (named.length - 1 == locks.length) {
            return locks.length == 0 ? EMPTY : new LockSet(locks, null);
        }
        return new LockSet(locks, removed(named, i));
    }

    public boolean contains(SyncVar lock) {
        for (int i = locks.length - 1; i >= 0; i--) {
            if (locks[i] == lock) {
                return true;
            }
        }
        return false;
    }

    /** No locks (report-only names do not count). */
    public boolean isEmpty() {
        return locks.length == 0;
    }

    /** The number of locks (report-only names do not count). */
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

    /**
     * For reports only: the locks and the report-only names, in the order they were taken (a
     * {@link SyncVar} for a lock, the runtime's object for a report-only name).
     */
    public List<Object> forReport() {
        return Collections.unmodifiableList(Arrays.asList(named == null ? locks : named));
    }

    private static Object[] appended(Object[] a, Object o) {
        Object[] bigger = Arrays.copyOf(a, a.length + 1, Object[].class);
        bigger[a.length] = o;
        return bigger;
    }

    private static Object[] removed(Object[] a, int i) {
        Object[] smaller = new Object[a.length - 1];
        System.arraycopy(a, 0, smaller, 0, i);
        System.arraycopy(a, i + 1, smaller, i, a.length - i - 1);
        return smaller;
    }

    private static int lastIndexOf(Object[] a, Object o) {
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] == o) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String toString() {
        return Arrays.toString(named == null ? locks : named);
    }
}
