package org.goldilocks.vm.hooks;

import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.hw.HwFeed;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.threads.VmThread;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.ObjectKlass;

/**
 * Class initialization as synchronization (JLS 12.4.2): the end of a class's static initializer
 * happens-before every thread that later finds the class initialized. Without this edge every
 * static field written by {@code <clinit>} and read by another thread would be a false race.
 *
 * <p>The initializing thread records a volatile write of the class's init variable right before
 * Espresso publishes the INITIALIZED state ({@code ObjectKlass.actualInit}). A thread records the
 * matching read (once per thread and class) wherever it finds the class initialized, before the
 * action that needed the class (JLS 12.4.1 triggers): a static field (on the checked slow path, or
 * through {@link #observeStatic} for unchecked statics), an invokestatic ({@code InitCheck}), and
 * everything that initializes on demand through {@code ObjectKlass.initializeImpl}: {@code new},
 * reflection, method handles, {@code Class.forName} ({@link #afterInitCheck}).
 *
 * <p>Accesses of static fields that are not checked themselves (static finals, {@code @Stable})
 * still lead to data the initializer wrote: {@code static final int[] TABLE} filled in
 * {@code <clinit>} and read by another thread is the common case. Those accesses test inline
 * whether the thread has observed the class already ({@link #observeStatic}: a bit per class in
 * the thread's {@link VmThread} ({@code observedInit}), indexed by the class's patched-in
 * {@code ObjectKlass.goldilocksInitId}) and take the edge on the slow path the first time.
 * What this misses is documented in docs/semantics.md.
 */
public final class ClassInitHooks {
    /** Initialization numbers, from 1 (0: not initialized, or not through the hook). */
    private static final AtomicInteger NEXT_ID = new AtomicInteger(1);

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
        klass.goldilocksInitId = NEXT_ID.getAndIncrement(); // published with INITIALIZED right after
        ThreadState thread = VmThreads.current();
        if (thread != null) {
            RaceRuntime.engine().classInitialized(thread, Shadows.classInit(klass));
        }
    }

    /**
     * Patched into {@code ObjectKlass.actualInit} right after the class's init lock is taken. The
     * lock is the VM's own synchronization (JLS 12.4.2's LC): with the LARD model on it is reported
     * as system synchronization (docs/hw-model.md, "In the VM, as built": why not where Espresso
     * takes the same lock to link), never to the engine, whose edge is {@link #initialized} to the
     * observers.
     */
    public static void initLockTaken(ObjectKlass klass) {
        if (RaceConfig.ENABLED && HwFeed.ON) {
            HwFeed.initLockAcquired(VmThreads.current(), klass);
        }
    }

    /** Patched into the same method, right before the init lock is let go (every exit: a finally). */
    public static void initLockReleasing(ObjectKlass klass) {
        if (RaceConfig.ENABLED && HwFeed.ON) {
            HwFeed.initLockReleasing(VmThreads.current(), klass);
        }
    }

    /**
     * A thread has found {@code klass} initialized (or initialized it) and is about to use it: the
     * invokestatic check ({@code InitCheck}) and on-demand initialization
     * ({@code ObjectKlass.initializeImpl}: {@code new}, reflection, method handles). Inline: a load
     * of the class's number and a test of the thread's bit; the edge is recorded once per thread
     * and class, on a slow path behind {@code profile} (the InitCheck node's own; the class's for
     * on-demand initialization): compiled code deoptimizes the first time it needs it, then keeps
     * the call. Not a plain transferToInterpreter: every new thread needs the slow path once per
     * class, and compiled code that deoptimizes again and again at one place is taken by the
     * compiler for a deoptimization cycle (seen: "Deopt taken too many times").
     */
    public static void afterInitCheck(ObjectKlass klass, SlowPathProfile profile) {
        if (RaceConfig.ENABLED) {
            observeInline(null, klass, profile);
        }
    }

    /**
     * An unchecked static field is accessed: the inline test of the thread's bit for the class
     * (the field, hence the class, is a constant at a compiled access site).
     */
    static void observeStatic(Node node, SlowPathProfile profile, Field field) {
        observeInline(node, field.getDeclaringKlass(), profile);
    }

    /** The inline test of both: the class's number, the thread's bit; the edge on the slow path. */
    private static void observeInline(Node node, ObjectKlass klass, SlowPathProfile profile) {
        int id = klass.goldilocksInitId;
        if (id == 0) {
            return; // not initialized yet (this thread is running its <clinit>: program order), or before the detector
        }
        ThreadState thread = node != null ? VmThreads.cached(node) : VmThreads.cachedFor(klass);
        if (thread == null || !VmThread.of(thread).hasObserved(id)) {
            profile.enter();
            observeSlow(klass);
        }
    }

    @TruffleBoundary
    private static void observeSlow(ObjectKlass klass) {
        ThreadState thread = VmThreads.current();
        if (thread != null) {
            observe(VmThread.of(thread), klass);
        }
    }

    static void observe(VmThread vt, ObjectKlass klass) {
        if (!klass.isInitialized()) {
            return; // being initialized by this very thread: program order covers it
        }
        int id = klass.goldilocksInitId;
        if (id == 0 || vt.hasObserved(id)) {
            return; // 0: initialized before the detector started recording
        }
        vt.markObserved(id);
        RaceRuntime.engine().classObserved(vt.state, Shadows.classInit(klass));
    }
}
