package org.goldilocks.vm.hooks;

import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.hybrid.WaitNotify;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.blocking.EspressoLock;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Monitors as synchronization (JLS 17.4.4: an unlock synchronizes-with every later lock of the same
 * monitor). Patched into {@code InterpreterToVM.monitorEnter/monitorExit} (monitorenter/monitorexit
 * bytecodes, synchronized methods on every exit path, aborted frames), into {@code Object.wait}
 * ({@code VM.JVM_MonitorWait}) and into the VM's own locking of a guest monitor at thread
 * termination. Only the outermost acquire and the last release reach the engine; the acquire is
 * reported once the lock is held and the release while it still is, so the engine sees each
 * monitor's events in their real order.
 */
public final class MonitorHooks {
    private MonitorHooks() {
    }

    /** Right after the lock was taken. */
    public static void afterEnter(StaticObject obj, EspressoLock lock) {
        if (RaceConfig.ENABLED) {
            acquired(obj, lock);
        }
    }

    /** Right before the lock is let go (after the ownership check). */
    public static void beforeExit(StaticObject obj, EspressoLock lock) {
        if (RaceConfig.ENABLED) {
            releasing(obj, lock);
        }
    }

    @TruffleBoundary
    private static void acquired(StaticObject obj, EspressoLock lock) {
        if (lock.getEntryCount() == 1) {
            report(obj, true);
        }
    }

    @TruffleBoundary
    private static void releasing(StaticObject obj, EspressoLock lock) {
        if (lock.getEntryCount() == 1) {
            report(obj, false);
        }
    }

    /** Object.wait releases the monitor entirely: a release before waiting... */
    public static void beforeWait(StaticObject obj) {
        if (RaceConfig.ENABLED) {
            waiting(obj, true);
        }
    }

    /** ...and re-acquires it after, whether notified, timed out or interrupted. */
    public static void afterWait(StaticObject obj) {
        if (RaceConfig.ENABLED) {
            waiting(obj, false);
        }
    }

    @TruffleBoundary
    private static void waiting(StaticObject obj, boolean before) {
        EspressoLock lock = obj.getLock(EspressoContext.get(null));
        if (lock.isHeldByCurrentThread()) { // else IllegalMonitorStateException: nothing was released
            if (before) {
                report(obj, false);
                if (RaceConfig.HYBRID) {
                    WaitNotify.waitStarted(obj);
                }
            } else {
                report(obj, true);
                if (RaceConfig.HYBRID) {
                    WaitNotify.waitEnded(obj);
                }
            }
        }
    }

    /**
     * Object.wait ends with an InterruptedException (called before {@link #afterWait}): the wait
     * was not ended by a notification, so it receives none (hybrid engine only).
     */
    public static void waitInterrupted() {
        if (RaceConfig.HYBRID) {
            WaitNotify.interrupted();
        }
    }

    /**
     * Object.notify ({@code all} false) or notifyAll, before it signals: a message to the threads
     * whose wait it ends, for the hybrid engine (PPoPP'03 sec. 3.2); nothing for the others.
     */
    public static void beforeNotify(StaticObject obj, boolean all) {
        if (RaceConfig.HYBRID) {
            WaitNotify.notifying(obj, all);
        }
    }

    /** The current thread's acquire or release of {@code obj}'s monitor, to the engine. */
    private static void report(StaticObject obj, boolean acquire) {
        ThreadState thread = VmThreads.current();
        if (thread == null) {
            return;
        }
        if (acquire) {
            RaceRuntime.engine().acquire(thread, Shadows.monitor(obj));
        } else {
            RaceRuntime.engine().release(thread, Shadows.monitor(obj));
        }
    }
}
