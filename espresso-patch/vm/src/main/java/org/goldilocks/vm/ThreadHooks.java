package org.goldilocks.vm;

import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.engine.ThreadState;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.meta.Meta;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Thread life cycle as synchronization (JLS 17.4.4): Thread.start synchronizes-with the new
 * thread's first action; a thread's last action synchronizes-with any thread that detects its
 * termination (join, isAlive()==false).
 *
 * <p>In a JDK 25 guest, join and isAlive are Java code reading the volatile field
 * {@code Thread.eetop}, which Espresso clears from host code when the thread terminates
 * ({@code ThreadAccess.setTerminateStatusAndNotify}). We model that host write as what it is to the
 * guest, a volatile write by the terminating thread, made atomic with the real write through the
 * same stripe lock the guest's volatile reads of {@code eetop} take. The guest's own volatile read
 * then supplies the join edge.
 */
public final class ThreadHooks {
    private ThreadHooks() {
    }

    /** ThreadAccess.createJavaThread: on the parent, inside Thread.start, before the child runs. */
    public static void forking(StaticObject child) {
        if (RaceConfig.ENABLED) {
            VmThreads.fork(child);
        }
    }

    /** GuestRunnable.run: the new thread's first action, before Thread.run. */
    public static void started(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            VmThreads.start(thread);
        }
    }

    /** Right before the VM clears {@code eetop} (under the thread's monitor). */
    public static void beforeEETopCleared(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            eetopWrite(thread);
        }
    }

    /** Right after the VM cleared {@code eetop}. */
    public static void afterEETopCleared(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            eetopLock(thread).unlock();
        }
    }

    /** GuestRunnable.run's end: after the termination handshake, nothing more happens on this thread. */
    public static void exited(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            VmThreads.exit(thread);
        }
    }

    @TruffleBoundary
    private static void eetopWrite(StaticObject thread) {
        ReentrantLock lock = eetopLock(thread);
        lock.lock();
        try {
            ThreadState current = VmThreads.current();
            if (current != null) {
                RaceRuntime.engine().volatileWrite(current, Shadows.volatileVar(thread, eetop()));
            }
        } catch (RuntimeException | Error e) {
            lock.unlock();
            throw e;
        }
    }

    private static ReentrantLock eetopLock(StaticObject thread) {
        return StripedLocks.of(thread, eetop().getSlot());
    }

    private static Field eetop() {
        Meta meta = EspressoContext.get(null).getMeta();
        return meta.java_lang_Thread_eetop;
    }
}
