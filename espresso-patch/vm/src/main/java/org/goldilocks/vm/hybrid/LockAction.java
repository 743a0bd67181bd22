package org.goldilocks.vm.hybrid;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * A java.util.concurrent lock taken (at the method's return) or let go (at its entry, before it
 * is), as a lockset fact for the hybrid engine ({@code Engine.lockAcquired}/{@code lockReleased}):
 * outermost acquire and last release per mode only ({@link LockHolds}). The lock's token is the
 * monitor sync variable of the lock's identity object (the {@code sync} field's object, shared by
 * both halves of a read-write lock, or the StampedLock itself).
 */
record LockAction(Op op, boolean shared, Field sync) implements CallAction {
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
        SyncVar lock = Shadows.monitor(identity);
        if (op.compareTo(Op.CONVERT_TO_WRITE) >= 0) {
            convert(thread, lock);
        } else if (op == Op.RELEASE) {
            if (LockHolds.releasing(lock, shared)) {
                RaceRuntime.engine().lockReleased(thread, lock, shared);
            }
        } else if (LockHolds.acquired(lock, shared)) {
            RaceRuntime.engine().lockAcquired(thread, lock, shared);
        }
    }

    /** A converted stamp: let go of the mode held (unless it is the target mode), take the target mode (unless held or optimistic). */
    private void convert(ThreadState thread, SyncVar lock) {
        boolean toNone = op == Op.CONVERT_TO_OPTIMISTIC;
        for (boolean mode : new boolean[] {false, true}) {
            if ((toNone || mode != shared) && LockHolds.holds(lock, mode) && LockHolds.releasing(lock, mode)) {
                RaceRuntime.engine().lockReleased(thread, lock, mode);
            }
        }
        if (!toNone && !LockHolds.holds(lock, shared) && LockHolds.acquired(lock, shared)) {
            RaceRuntime.engine().lockAcquired(thread, lock, shared);
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
