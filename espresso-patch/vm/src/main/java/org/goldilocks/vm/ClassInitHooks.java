package org.goldilocks.vm;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.impl.ObjectKlass;

/**
 * Class initialization as synchronization (JLS 12.4.2): the end of a class's static initializer
 * happens-before every thread that later finds the class initialized. Without this edge every
 * static field written by {@code <clinit>} and read by another thread would be a false race.
 *
 * <p>The initializing thread records a volatile write of the class's init variable right before
 * Espresso publishes the INITIALIZED state ({@code ObjectKlass.actualInit}). A thread records the
 * matching read the first time it reaches one of the class's static fields on the slow path (once
 * per thread and class). Recording the read there rather than at every initialization check
 * keeps compiled code free of per-check work; it is placed before the access that needs it, and an
 * access that took the inline fast path had its edge recorded at the thread's earlier slow-path
 * access. What this misses is documented in docs/design.md.
 */
public final class ClassInitHooks {
    private ClassInitHooks() {
    }

    /** Patched into ObjectKlass.actualInit, after {@code <clinit>} ran, before INITIALIZED is published. */
    public static void initialized(ObjectKlass klass) {
        if (RaceConfig.ENABLED) {
            recordInitialized(klass);
        }
    }

    @TruffleBoundary
    private static void recordInitialized(ObjectKlass klass) {
        ThreadState thread = VmThreads.current();
        if (thread != null) {
            RaceRuntime.engine().classInitialized(thread, Shadows.classInit(klass));
        }
    }

    static void observe(VmThread vt, ObjectKlass klass) {
        if (!klass.isInitialized()) {
            return; // being initialized by this very thread: program order covers it
        }
        SyncVar init = Shadows.classInit(klass);
        if (vt.observedClasses.add(init)) {
            RaceRuntime.engine().classObserved(vt.state, init);
        }
    }
}
