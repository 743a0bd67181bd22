package org.goldilocks.vm.hybrid;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.report.LockNames;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * A java.util.concurrent lock taken (at the method's return) or let go (at its entry, before it
 * is). Outermost acquire and last release per mode only ({@link LockHolds}). For the hybrid
 * engine a lockset fact ({@code Engine.lockAcquired}/{@code lockReleased}) whose token is the
 * monitor sync variable of the lock's identity object (the {@code sync} field's object, shared by
 * both halves of a read-write lock, or the StampedLock itself). For Goldilocks and FastTrack a
 * report-only name of the thread's lock set ({@code ThreadState.heldForReport}, {@link LockNames}):
 * reports say the thread held the lock, and no rule of theirs ever sees it (docs/engine.md,
 * "Report-only locks"); their order comes from the lock's own volatile and CAS accesses.
 */
record LockAction(Op op, boolean shared, Field sync, LockNames.Kind kind) implements CallAction {
    enum Op {
        ACQUIRE,
        /** tryLock: true; StampedLock try*: a non-zero stamp. */
        ACQUIRE_IF_SUCCESS,
        RELEASE,
        /** StampedLock conversions, when they succeed (a non-zero stamp): the hold moves to the new mode. */
        CONVERT_TO_WRITE,
        CONVERT_TO_READ,
        CONVERT_TO_OPTIMISTIC
    }

    @Override
    public void run(Object[] args, Object result) {
        if (!(args.length > 0 && args[0] instanceof StaticObject receiver) || StaticObject.isNull(receiver)) {
            return;
        }
        if ((op == Op.ACQUIRE_IF_SUCCESS || op.compareTo(Op.CONVERT_TO_WRITE) >= 0) && !succeeded(result)) {
            return;
        }
        ThreadState thread = VmThreads.current();
        if (thread == null) {
            return;
        }
        StaticObject identity = sync == null ? receiver : sync.getObject(receiver);
        if (StaticObject.isNull(identity)) {
            return;
        }
        Object lock = RaceConfig.HYBRID ? Shadows.monitor(identity) : identity;
        if (op.compareTo(Op.CONVERT_TO_WRITE) >= 0) {
            convert(thread, lock, receiver);
        } else if (op == Op.RELEASE) {
            release(thread, lock, shared);
        } else if (LockHolds.acquired(lock, shared)) {
            took(thread, lock, shared, receiver);
        }
    }

    /** A converted stamp: let go of the mode held (unless it is the target mode), take the target mode (unless held or optimistic). */
    private void convert(ThreadState thread, Object lock, StaticObject receiver) {
        boolean toNone = op == Op.CONVERT_TO_OPTIMISTIC;
        for (boolean mode : new boolean[] {false, true}) {
            if ((toNone || mode != shared) && LockHolds.holds(lock, mode)) {
                release(thread, lock, mode);
            }
        }
        if (!toNone && !LockHolds.holds(lock, shared) && LockHolds.acquired(lock, shared)) {
            took(thread, lock, shared, receiver);
        }
    }

    /** The outermost acquire of {@code mode}: the hybrid's lockset fact, or the lock's report-only name. */
    private void took(ThreadState thread, Object lock, boolean mode, StaticObject receiver) {
        if (RaceConfig.HYBRID) {
            RaceRuntime.engine().lockAcquired(thread, (SyncVar) lock, mode);
        } else {
            Object name = LockNames.held(kind, receiver, (StaticObject) lock, mode);
            LockHolds.name(lock, mode, name);
            thread.heldForReport(name);
        }
    }

    /** One hold of {@code mode} less; at the last, the hybrid's lockset fact, or the name leaves the thread's lock set. */
    private static void release(ThreadState thread, Object lock, boolean mode) {
        if (RaceConfig.HYBRID) {
            if (LockHolds.releasing(lock, mode)) {
                RaceRuntime.engine().lockReleased(thread, (SyncVar) lock, mode);
            }
            return;
        }
        Object name = LockHolds.nameOf(lock, mode);
        if (LockHolds.releasing(lock, mode) && name != null) {
            thread.releasedForReport(name);
        }
    }

    private static boolean succeeded(Object result) {
        if (result instanceof Boolean b) {
            return b;
        }
        if (result instanceof Long stamp) {
            return stamp != 0L;
        }
        return false;
    }
}
