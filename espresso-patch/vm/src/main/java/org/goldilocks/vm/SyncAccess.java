package org.goldilocks.vm;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;

/**
 * An access to a synchronization variable, bracketed so that it and its record are atomic
 * (StripedLocks): {@link #enter} takes the variable's stripe lock, the caller performs the real
 * access, {@link #exit} reports what happened and lets the lock go. Used by volatile fields,
 * host-side volatile writes and the atomic Unsafe/VarHandle operations.
 */
final class SyncAccess {
    /** What the access did, as the engine must hear it. */
    static final int NONE = 0;
    static final int READ = 1;
    static final int WRITE = 2;
    static final int READ_WRITE = READ | WRITE;

    private SyncAccess() {
    }

    @TruffleBoundary
    static void enter(SyncVar v) {
        StripedLocks.of(v).lock();
    }

    /** Reports {@code effect} (a combination of READ and WRITE) and unlocks; always call after enter. */
    @TruffleBoundary
    static void exit(SyncVar v, int effect) {
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
            StripedLocks.of(v).unlock();
        }
    }
}
