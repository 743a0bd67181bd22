package org.goldilocks.vm.hybrid;

import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.blocking.EspressoLock;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * wait/notify as the hybrid engine's messages (PPoPP'03 sec. 3.2: a notify sends to the threads
 * whose wait it ends): {@code waitStarted} after the wait's release, {@code waitEnded} after its
 * re-acquire (not by notification if it ended with an InterruptedException), {@code notified}
 * while holding the monitor, before signalling. The engine matches notifications to waits
 * (docs/engine.md, "notify").
 */
public final class WaitNotify {
    /** Set by an interrupted wait for its own afterWait (a host thread per guest thread). */
    private static final ThreadLocal<boolean[]> INTERRUPTED = ThreadLocal.withInitial(() -> new boolean[1]);

    private WaitNotify() {
    }

    public static void waitStarted(StaticObject monitor) {
        ThreadState t = VmThreads.current();
        if (t != null) {
            INTERRUPTED.get()[0] = false;
            RaceRuntime.engine().waitStarted(t, Shadows.monitor(monitor));
        }
    }

    public static void waitEnded(StaticObject monitor) {
        ThreadState t = VmThreads.current();
        if (t != null) {
            boolean[] interrupted = INTERRUPTED.get();
            boolean byNotify = !interrupted[0];
            interrupted[0] = false;
            RaceRuntime.engine().waitEnded(t, Shadows.monitor(monitor), byNotify);
        }
    }

    @TruffleBoundary
    public static void interrupted() {
        INTERRUPTED.get()[0] = true;
    }

    @TruffleBoundary
    public static void notifying(StaticObject monitor, boolean all) {
        EspressoLock lock = monitor.getLock(EspressoContext.get(null));
        ThreadState t = VmThreads.current();
        if (t != null && lock.isHeldByCurrentThread()) { // else IllegalMonitorStateException: no notification
            RaceRuntime.engine().notified(t, Shadows.monitor(monitor), all);
        }
    }
}
