package org.goldilocks.vm.hooks;

import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.shadow.Escapes;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.espresso.meta.Meta;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Thread life cycle as synchronization (JLS 17.4.4): Thread.start synchronizes-with the new
 * thread's first action; a thread's last action synchronizes-with any thread that detects its
 * termination (join, isAlive()==false).
 *
 * <p>In a JDK 25 guest, join and isAlive are Java code reading the volatile field
 * {@code Thread.eetop} (getState reads the volatile {@code Thread.FieldHolder.threadStatus}), which
 * Espresso writes from host code when the thread terminates
 * ({@code ThreadAccess.setTerminateStatusAndNotify}). We record those host writes as what they are
 * to the guest: volatile writes by the terminating thread, made atomic with the real writes
 * ({@link FieldHooks#beforeHostPut}). The guest's own volatile reads then supply the edge.
 */
public final class ThreadHooks {
    private ThreadHooks() {
    }

    /** ThreadAccess.createJavaThread: on the parent, inside Thread.start, before the child runs. */
    public static void forking(StaticObject child) {
        if (RaceConfig.ENABLED) {
            Escapes.stored(child); // the child gets its Thread object without a heap store
            VmThreads.fork(child);
        }
    }

    /** GuestRunnable.run: the new thread's first action, before Thread.run. */
    public static void started(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            VmThreads.start(thread);
        }
    }

    /** Right before the VM sets the TERMINATED state ({@code threadStatus}). */
    public static void beforeTerminatedState(StaticObject thread) {
        if (RaceConfig.HYBRID) {
            VmThreads.ending(thread);
        }
        if (RaceConfig.ENABLED) {
            FieldHooks.beforeHostPut(holder(thread), meta().java_lang_Thread$FieldHolder_threadStatus);
        }
    }

    public static void afterTerminatedState(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            FieldHooks.afterHostPut(holder(thread), meta().java_lang_Thread$FieldHolder_threadStatus);
        }
    }

    /** Right before the VM clears {@code eetop}. */
    public static void beforeEETopCleared(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            FieldHooks.beforeHostPut(thread, meta().java_lang_Thread_eetop);
        }
    }

    public static void afterEETopCleared(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            FieldHooks.afterHostPut(thread, meta().java_lang_Thread_eetop);
        }
    }

    /** GuestRunnable.run's end: after the termination handshake, nothing more happens on this thread. */
    public static void exited(StaticObject thread) {
        if (RaceConfig.ENABLED) {
            VmThreads.exit(thread);
        }
    }

    private static StaticObject holder(StaticObject thread) {
        return meta().java_lang_Thread_holder.getObject(thread);
    }

    private static Meta meta() {
        return EspressoContext.get(null).getMeta();
    }
}
