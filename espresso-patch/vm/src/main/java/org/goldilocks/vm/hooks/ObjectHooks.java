package org.goldilocks.vm.hooks;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.hw.HwFeed;
import org.goldilocks.vm.policy.FieldPolicy;
import org.goldilocks.vm.report.AccessCheck;
import org.goldilocks.vm.report.GuestStack;
import org.goldilocks.vm.report.Site;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.shadow.Ownership;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.threads.VmThread;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Allocation-side hooks: new objects and arrays ({@code BytecodeNode}: new, newarray, anewarray)
 * and Object.clone ({@code GuestAllocator.copy}).
 */
public final class ObjectHooks {
    private ObjectHooks() {
    }

    /**
     * A new object or array: its shadow is set to the allocating thread's epoch token (the
     * allocation token, see {@link Shadows} and {@code shadow.FinalFreeze}) and the thread owns it
     * ({@link Ownership}: fresh objects). Until that thread's next synchronization source action,
     * its accesses to the object are skipped by one compare and are not recorded; the first slow
     * path to give the object state starts it afresh, as if those accesses had not happened. That
     * is exact for every thread that reaches the object through a checked channel: whatever gave
     * it the reference is ordered after the allocator's source action ending that epoch, hence
     * after all those accesses. Only a thread that reaches it without any happens-before edge (an
     * unchecked channel: a suppressed field, native code) is not checked against them; an atomic
     * store that orders nothing is handled by {@code shadow.UnorderedPublication}.
     */
    public static StaticObject afterNew(Node node, StaticObject obj) {
        if (RaceConfig.ENABLED) {
            ThreadState thread = VmThreads.cached(node);
            obj.goldilocksShadow = thread != null ? thread.epochToken() : null;
            Ownership.markNew(obj, thread);
            if (HwFeed.ON && node != null) {
                HwFeed.allocated(thread, obj); // its cell in the simulated heap
            }
        }
        return obj;
    }

    /**
     * Patched into {@code VM.JVM_GC} (the guest's {@code System.gc()} and {@code Runtime.gc()}):
     * with the LARD model on, a simulated collection happens here, as a Java developer expects
     * (docs/hw-model.md, "In the VM, as built"); otherwise nothing.
     */
    public static void beforeGc() {
        if (RaceConfig.ENABLED && HwFeed.ON) {
            HwFeed.collect(VmThreads.current());
        }
    }

    /**
     * Before cloning: the clone reads every plain field (every element: {@link ArrayHooks#checkRange})
     * of the source, checked before anything is copied. Only accesses that miss the fast path pay
     * for finding the caller.
     */
    public static void beforeCopy(StaticObject source) {
        if (RaceConfig.ENABLED) {
            checkCopy(source);
        }
    }

    /**
     * After cloning: the host clone copied every field, our shadow included. The copy is a new
     * object of the cloning thread, fresh for it like one from {@link #afterNew}.
     */
    public static void afterCopy(StaticObject copy) {
        if (RaceConfig.ENABLED) {
            afterNew(null, copy);
            if (HwFeed.ON) {
                HwFeed.copied(VmThreads.cached(null), copy); // a new cell, its contents written by the VM
            }
        }
    }

    @TruffleBoundary
    private static void checkCopy(StaticObject source) {
        if (StaticObject.isNull(source) || source.isForeignObject()) {
            return;
        }
        VmThread vt = VmThreads.checking();
        if (vt == null) {
            return;
        }
        if (source.isArray()) {
            ArrayHooks.checkRange(vt, GuestStack::caller, source, 0, source.length(EspressoLanguage.get(null)), false);
            return;
        }
        ThreadState thread = vt.state;
        if (Ownership.isReadableBy(source, thread) || !(source.getKlass() instanceof ObjectKlass k)) {
            return;
        }
        long word = thread.epochWord();
        Site site = null;
        for (Field f : k.getFieldTable()) {
            if (FieldPolicy.of(f) == FieldPolicy.DATA && (HwFeed.ON || !Shadows.canSkip(source, f, word, false))) {
                if (site == null && (site = GuestStack.caller()) == null) {
                    return;
                }
                AccessCheck.check(vt, Shadows.variable(source, f), AccessKind.READ, site.method(), site.bci(), f, -1, source);
            }
        }
    }
}
