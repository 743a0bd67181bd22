package org.goldilocks.vm.shadow;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.hw.HwFeed;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;

/**
 * An access to a synchronization variable, bracketed so that it and its record are atomic
 * (StripedLocks): {@link #enter} takes the variable's stripe lock, the caller performs the real
 * access, {@link #exit} reports what happened and lets the lock go. Used by volatile fields,
 * host-side volatile writes and the atomic Unsafe/VarHandle operations.
 */
public final class SyncAccess {
    /** What the access did, as the engine must hear it. */
    public static final int NONE = 0;
    public static final int READ = 1;
    public static final int WRITE = 2;
    public static final int READ_WRITE = READ | WRITE;

    private SyncAccess() {
    }

    @TruffleBoundary
    public static void enter(SyncVar v) {
        StripedLocks.of(v).lock();
        if (HwFeed.ON) {
            HwFeed.systemAcquire(VmThreads.current(), HwFeed.stripeLockId(StripedLocks.index(v))); // the VM's own lock (LARD: system sync)
        }
    }

    /** Reports {@code effect} (a combination of READ and WRITE) and unlocks; always call after enter. */
    @TruffleBoundary
    public static void exit(SyncVar v, int effect) {
        try {
            if (effect != NONE) {
                ThreadState thread = VmThreads.current();
                if (thread != null) {
                    Engine engine = RaceRuntime.engine();
                    if (effect == READ_WRITE) {
                        engine.volatileReadWrite(thread, v);
                    } else if (effect == READ) {
                        engine.volatileRead(thread, v);
                    } else {
                        engine.volatileWrite(thread, v);
                    }
                }
            }
        } finally {
            if (HwFeed.ON) {
                HwFeed.systemRelease(VmThreads.current(), HwFeed.stripeLockId(StripedLocks.index(v)));
            }
            StripedLocks.of(v).unlock();
        }
    }
}
