package org.goldilocks.vm.shadow;

import java.util.ArrayDeque;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.policy.FieldPolicy;
import org.goldilocks.vm.report.AccessCheck;
import org.goldilocks.vm.report.GuestStack;
import org.goldilocks.vm.report.Site;
import org.goldilocks.vm.threads.VmThread;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * A thread stores a reference with an atomic access that orders nothing (an opaque put, a plain-
 * or acquire-mode CAS): whoever reads it gets the object without any happens-before edge. If the
 * object is fresh for the storing thread ({@code ObjectHooks.afterNew}), that thread's accesses to
 * it were skipped and not recorded, and the reader would not be checked against them. So here,
 * before the store, the object and every fresh object it reaches get their state made now: each
 * plain field and element holding a non-default value is recorded as written by this thread, at
 * the program's call that stores it (the innermost frame outside the VarHandle/Unsafe code). Its
 * epoch has not changed since those writes, so the records order exactly like the skipped ones. Reads, and writes of a default value, are not recovered (docs/semantics.md).
 */
public final class UnorderedPublication {
    private UnorderedPublication() {
    }

    /** Before the store of {@code value}; inline: only a fresh object takes the slow path. */
    public static void before(Node node, Method method, int bci, StaticObject value) {
        ThreadState thread = VmThreads.cached(node);
        if (thread != null && Ownership.isOwnedBy(value, thread)) {
            record(method, bci, value);
        }
    }

    @TruffleBoundary
    private static void record(Method method, int bci, StaticObject value) {
        VmThread vt = VmThreads.checking();
        if (vt == null || !Ownership.isOwnedBy(value, vt.state)) {
            return;
        }
        ThreadState thread = vt.state;
        Site site = GuestStack.callerOutsideMemoryApis(); // the program's store, not the VarHandle's Unsafe call
        if (site != null) {
            method = site.method();
            bci = site.bci();
        }
        EspressoLanguage language = EspressoLanguage.get(null);
        ArrayDeque<StaticObject> pending = new ArrayDeque<>();
        pending.add(value);
        while (!pending.isEmpty()) {
            StaticObject o = pending.poll();
            if (!Ownership.isOwnedBy(o, thread)) {
                continue; // reached twice: already done
            }
            // No longer owned: from now on its accesses are checked; and it has been handed out, so a
            // final-field store may not freeze it (FinalFreeze).
            Ownership.release(o);
            Shadows.forgetAllocation(Shadows.slots(o, false));
            if (o.isArray()) {
                recordElements(thread, vt, method, bci, o, language, pending);
            } else if (o.getKlass() instanceof ObjectKlass k) {
                for (Field f : k.getFieldTable()) {
                    if (FieldPolicy.of(f) == FieldPolicy.DATA) {
                        Object v = f.get(o);
                        if (!isDefault(v)) {
                            AccessCheck.check(vt, Shadows.variable(o, f), AccessKind.WRITE, method, bci, f, -1, o);
                            follow(v, thread, pending);
                        }
                    }
                }
            }
        }
    }

    private static void recordElements(ThreadState thread, VmThread vt, Method method, int bci, StaticObject array, EspressoLanguage language,
                    ArrayDeque<StaticObject> pending) {
        Object host = array.unwrap(language);
        int length = java.lang.reflect.Array.getLength(host);
        for (int i = 0; i < length; i++) {
            Object v = java.lang.reflect.Array.get(host, i);
            if (!isDefault(v)) {
                AccessCheck.check(vt, Shadows.element(array, i), AccessKind.WRITE, method, bci, array, i, array);
                follow(v, thread, pending);
            }
        }
    }

    private static void follow(Object v, ThreadState thread, ArrayDeque<StaticObject> pending) {
        if (v instanceof StaticObject o && Ownership.isOwnedBy(o, thread)) { // null and foreign objects are never fresh
            pending.add(o);
        }
    }

    private static boolean isDefault(Object v) {
        return switch (v) {
            case StaticObject o -> StaticObject.isNull(o);
            case Boolean b -> !b;
            case Character c -> c == 0;
            case Float f -> Float.floatToRawIntBits(f) == 0;
            case Double d -> Double.doubleToRawLongBits(d) == 0;
            case Number n -> n.longValue() == 0;
            default -> v == null;
        };
    }
}
