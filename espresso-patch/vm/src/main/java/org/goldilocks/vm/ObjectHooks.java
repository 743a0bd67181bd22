package org.goldilocks.vm;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ThreadState;

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
     * allocation token, see {@link Shadows} and {@link FinalFreeze}) and the thread owns it
     * ({@link Ownership}: fresh objects). Until that thread's next synchronization source action,
     * its accesses to the object are skipped by one compare and are not recorded; the first slow
     * path to give the object state starts it afresh, as if those accesses had not happened. That
     * is exact for every thread that reaches the object through a checked channel: whatever gave
     * it the reference is ordered after the allocator's source action ending that epoch, hence
     * after all those accesses. Only a thread that reaches it without any happens-before edge (an
     * unchecked channel: a suppressed field, native code) is not checked against them; an atomic
     * store that orders nothing is handled by {@link UnorderedPublication}.
     */
    public static StaticObject afterNew(Node node, StaticObject obj) {
        if (RaceConfig.ENABLED) {
            ThreadState thread = VmThreads.cached(node);
            obj.goldilocksShadow = thread != null ? thread.epochToken() : null;
            Ownership.markNew(obj, thread);
        }
        return obj;
    }

    /**
     * Before cloning: the clone reads every plain field (every element) of the source, checked
     * before anything is copied. Only accesses that miss the fast path pay for finding the caller.
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
        ThreadState thread = vt.state;
        if (Ownership.isReadableBy(source, thread)) {
            return;
        }
        long word = thread.epochWord();
        Site site = null;
        if (source.isArray()) {
            if (Shadows.isStable(source)) {
                return;
            }
            int length = source.length(EspressoLanguage.get(null));
            for (int i = 0; i < length; i++) {
                if (!ArrayHooks.canSkip(source, i, word, false)) {
                    site = site != null ? site : Sites.caller();
                    if (site == null) {
                        return;
                    }
                    AccessCheck.check(thread, vt, Shadows.element(source, i), AccessKind.READ, site.method(), site.bci(), source, i);
                }
            }
        } else if (source.getKlass() instanceof ObjectKlass k) {
            for (Field f : k.getFieldTable()) {
                if (FieldPolicy.of(f) == FieldPolicy.DATA && !FieldHooks.canSkip(source, f, word, false)) {
                    site = site != null ? site : Sites.caller();
                    if (site == null) {
                        return;
                    }
                    AccessCheck.check(thread, vt, Shadows.variable(source, f), AccessKind.READ, site.method(), site.bci(), f, -1);
                }
            }
        }
    }
}
