package org.goldilocks.vm.hooks;

import java.util.Objects;
import java.util.function.Supplier;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.vm.memory.MemoryOps.Kind;
import org.goldilocks.vm.memory.UnsafeTargets;
import org.goldilocks.vm.policy.FieldPolicy;
import org.goldilocks.vm.report.AccessCheck;
import org.goldilocks.vm.report.GuestStack;
import org.goldilocks.vm.report.Site;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.shadow.Escapes;
import org.goldilocks.vm.shadow.Ownership;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.shadow.SyncAccess;
import org.goldilocks.vm.shadow.UnorderedPublication;
import org.goldilocks.vm.threads.VmThread;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.meta.Meta;
import com.oracle.truffle.espresso.nodes.EspressoFrame;
import com.oracle.truffle.espresso.nodes.IntrinsicSubstitutorNode;
import com.oracle.truffle.espresso.nodes.quick.QuickNode;
import com.oracle.truffle.espresso.nodes.quick.invoke.inline.InlinedFrameAccess;
import com.oracle.truffle.espresso.nodes.quick.invoke.inline.bodies.InlinedSubstitutionBodyNode;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;
import com.oracle.truffle.espresso.substitutions.JavaSubstitution;

/**
 * The two places every substituted method is invoked from (patched in): bytecode-inlined at its call
 * site ({@code InlinedSubstitutionBodyNode}) or through its own root
 * ({@code IntrinsicSubstitutorNode}). Here the Unsafe memory accesses (which is how
 * java.util.concurrent, VarHandles and reflection touch memory) and System.arraycopy meet the
 * detector. Each call site's {@link MemoryOp} is resolved once and cached in a compilation-final
 * field of the node, so every other substitution compiles to the plain call. Both places take the
 * same decisions ({@link #hooked}); they differ only in where the call's operands are.
 */
public final class SubstitutionHooks {
    private SubstitutionHooks() {
    }

    public static void invokeInlined(InlinedSubstitutionBodyNode node, Method substituted, JavaSubstitution substitution, VirtualFrame frame,
                    InlinedFrameAccess access) {
        MemoryOp op = RaceConfig.ENABLED ? inlinedOp(node, substituted, access) : MemoryOp.NONE;
        if (!op.needsHook()) {
            substitution.invokeInlined(frame, access.top(), access);
            return;
        }
        hooked(op, node, op.caller, ((QuickNode) access).getCallerBCI(), substitution, frame, access, access.top() - op.parameterSlots, null);
    }

    public static Object invoke(IntrinsicSubstitutorNode node, Method substituted, JavaSubstitution substitution, Object[] args) {
        MemoryOp op = RaceConfig.ENABLED ? rootOp(node, substituted) : MemoryOp.NONE;
        if (!op.needsHook()) {
            return substitution.invoke(args);
        }
        return invokeChecked(op, substituted, substitution, args);
    }

    /**
     * Not inlined in a caller's bytecode: every call of a substitution Espresso does not inline
     * (System.arraycopy, reflection's Array.get/set, Unsafe's CAS and volatile accesses). Finding
     * the caller walks the stack, which materializes the caller's compiled frame: it took more than
     * half the time of a thread building strings (every StringBuilder growth is an arraycopy). So a
     * copy or an element access, which do the same whoever calls them, take their site from the
     * invoke node that called them ({@link CallSites}), or else look for it only if a check needs it
     * (a report); the Unsafe calls need the caller for their mode.
     */
    @TruffleBoundary
    private static Object invokeChecked(MemoryOp rough, Method substituted, JavaSubstitution substitution, Object[] args) {
        if (rough.isRange()) {
            Supplier<Site> handedOver = CallSites.take();
            rangeAccess(rough, handedOver != null ? handedOver : new CallerOnDemand(), null, -1, args);
            return substitution.invoke(args);
        }
        Site caller = GuestStack.caller();
        Method method = caller == null ? null : caller.method();
        int bci = caller == null ? -1 : caller.bci();
        MemoryOp op = MemoryOp.of(substituted, method);
        if (!op.needsHook()) {
            return substitution.invoke(args);
        }
        return hooked(op, null, method, bci, substitution, null, null, -1, args);
    }

    /** The caller's site, found (by a stack walk) the first time a check asks for it. */
    private static final class CallerOnDemand implements Supplier<Site> {
        private Site site;
        private boolean found;

        @Override
        public Site get() {
            if (!found) {
                site = GuestStack.caller();
                found = true;
            }
            return site;
        }
    }

    private static MemoryOp inlinedOp(InlinedSubstitutionBodyNode node, Method substituted, InlinedFrameAccess access) {
        MemoryOp op = node.goldilocksOp;
        if (op == null) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            node.goldilocksOp = op = MemoryOp.of(substituted, access.getBytecodeNode().getMethod());
        }
        return op;
    }

    private static MemoryOp rootOp(IntrinsicSubstitutorNode node, Method substituted) {
        MemoryOp op = node.goldilocksOp;
        if (op == null) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            // Without the caller: whether the method touches memory at all. The mode is refined
            // per call in invokeChecked.
            node.goldilocksOp = op = MemoryOp.of(substituted, null);
        }
        return op;
    }

    /**
     * A hooked call, made: System.arraycopy (checked ranges), a reflective element access (checked
     * element), then an Unsafe access: the stored reference escapes; a store that orders nothing
     * publishes the fresh objects it reaches; a plain access is a checked data access; an atomic one
     * is synchronization inside its location's stripe lock (a CAS a write only if it succeeded).
     *
     * <p>The one decision tree of both call sites. Where the operands are is given the way partial
     * evaluation keeps constant: an inlined call's are on its caller's operand stack ({@code frame},
     * {@code access}, from slot {@code first}; {@code args} null), a call through its own root has
     * them in {@code args} ({@code frame} and {@code access} null). See {@link #object} and the
     * other readers; the inlined site passes a literal null, so only its branch is compiled. No
     * object holds the frame with the substitution: Graal could not inline the call made through
     * such a holder, and a virtual frame passed to a call not inlined fails the compilation
     * ("FrameWithoutBoxing should not be materialized").
     *
     * @param node the call's node, for the inline thread lookup, or null
     * @param method the guest method making the call (for reports), or null if unknown
     * @return the call's result, or null if it is left on the operand stack
     */
    private static Object hooked(MemoryOp op, Node node, Method method, int bci, JavaSubstitution substitution,
                    VirtualFrame frame, InlinedFrameAccess access, int first, Object[] args) {
        if (op.isRange()) {
            rangeAccess(op, ArrayHooks.at(method, bci), frame, first, args);
            return call(substitution, frame, access, args);
        }
        StaticObject stored = op.storesReference() ? object(op, frame, first, args, op.storedValueIndex()) : null;
        Escapes.stored(stored);
        StaticObject base = object(op, frame, first, args, 0);
        long offset = longAt(op, frame, first, args, 1);
        if (op.storesUnordered()) {
            UnorderedPublication.before(node, method, bci, stored);
            if (!op.isSync()) {
                return call(substitution, frame, access, args);
            }
        }
        if (op.isData()) {
            dataAccess(op, method, bci, base, offset);
            return call(substitution, frame, access, args);
        }
        Object expected = op.kind == Kind.CAE ? valueAt(op, frame, first, args, 2) : null;
        SyncVar v = enterSync(base, offset);
        Object result = null;
        boolean done = false;
        try {
            result = call(substitution, frame, access, args);
            done = true;
        } finally {
            if (v != null) {
                boolean wrote = done && wrote(op, frame, access, args, result, expected);
                SyncAccess.exit(v, done ? op.effect(wrote) : SyncAccess.NONE);
            }
        }
        return result;
    }

    /**
     * System.arraycopy (checked ranges) or a reflective element access (checked element; a stored
     * reference escapes), checked before the call. {@code where}: the site, asked for only if a
     * check needs it.
     */
    private static void rangeAccess(MemoryOp op, Supplier<Site> where, VirtualFrame frame, int first, Object[] args) {
        if (op.kind == Kind.ARRAYCOPY) {
            arraycopy(where, object(op, frame, first, args, 0), intAt(op, frame, first, args, 1), object(op, frame, first, args, 2),
                            intAt(op, frame, first, args, 3), intAt(op, frame, first, args, 4));
        } else {
            Escapes.stored(op.storesReference() ? object(op, frame, first, args, op.storedValueIndex()) : null);
            elementAccess(op, where, object(op, frame, first, args, 0), intAt(op, frame, first, args, 1));
        }
    }

    /** Makes the call: its result, or null when the call leaves it on the operand stack. */
    private static Object call(JavaSubstitution substitution, VirtualFrame frame, InlinedFrameAccess access, Object[] args) {
        if (args != null) {
            return substitution.invoke(args);
        }
        substitution.invokeInlined(frame, access.top(), access);
        return null;
    }

    private static boolean wrote(MemoryOp op, VirtualFrame frame, InlinedFrameAccess access, Object[] args, Object result, Object expected) {
        switch (op.kind) {
            case CAS:
                return args != null ? result instanceof Boolean b && b : frame.getIntStatic(access.resultAt()) != 0;
            case CAE:
                Object witness = args != null ? result : EspressoFrame.peekKind(frame, upperSlot(op, access.resultAt()), op.valueKind);
                return witness instanceof StaticObject w ? w == expected : Objects.equals(witness, expected);
            case PUT, SWAP:
                return true;
            default:
                return false;
        }
    }

    /*
     * The operand readers, by parameter index (the Unsafe receiver not counted). On the operand
     * stack, Espresso keeps a two-slot value (the Unsafe offset, a long or double operand) in its
     * upper slot; every parameter read after the offset follows one-slot values only.
     */

    private static StaticObject object(MemoryOp op, VirtualFrame frame, int first, Object[] args, int parameter) {
        return args != null ? (StaticObject) args[argument(op, parameter)] : EspressoFrame.peekObject(frame, slot(op, first, parameter));
    }

    private static int intAt(MemoryOp op, VirtualFrame frame, int first, Object[] args, int parameter) {
        return args != null ? (int) args[argument(op, parameter)] : frame.getIntStatic(slot(op, first, parameter));
    }

    private static long longAt(MemoryOp op, VirtualFrame frame, int first, Object[] args, int parameter) {
        return args != null ? (long) args[argument(op, parameter)] : frame.getLongStatic(slot(op, first, parameter) + 1);
    }

    /** A parameter of kind {@code op.valueKind}, boxed. */
    private static Object valueAt(MemoryOp op, VirtualFrame frame, int first, Object[] args, int parameter) {
        return args != null ? args[argument(op, parameter)] : EspressoFrame.peekKind(frame, upperSlot(op, slot(op, first, parameter)), op.valueKind);
    }

    private static int argument(MemoryOp op, int parameter) {
        return op.isUnsafe() ? parameter + 1 : parameter;
    }

    private static int slot(MemoryOp op, int first, int parameter) {
        return first + parameter + (op.isUnsafe() && parameter >= 2 ? 1 : 0);
    }

    /** The slot holding a value of the op's kind that starts at {@code slot}. */
    private static int upperSlot(MemoryOp op, int slot) {
        return op.valueKind.needsTwoSlots() ? slot + 1 : slot;
    }

    /** java.lang.reflect.Array.get/set: a data access of that element (an invalid one throws in the substitution). */
    @TruffleBoundary
    private static void elementAccess(MemoryOp op, Supplier<Site> where, StaticObject array, int index) {
        if (StaticObject.isNull(array) || !array.isArray() || array.isForeignObject()) {
            return;
        }
        EspressoLanguage language = EspressoLanguage.get(null);
        if (index < 0 || index >= array.length(language)) {
            return;
        }
        VmThread vt = VmThreads.checking();
        if (vt == null) {
            return;
        }
        ArrayHooks.checkRange(vt, where, array, index, 1, op.kind == Kind.ELEMENT_SET);
    }

    /** A plain-mode Unsafe access: a data access of the field or element(s) it lands on. */
    @TruffleBoundary
    private static void dataAccess(MemoryOp op, Method method, int bci, StaticObject base, long offset) {
        if (StaticObject.isNull(base) || base.isForeignObject()) {
            return; // off-heap memory is not a Java variable
        }
        VmThread vt = VmThreads.checking();
        if (vt == null) {
            return;
        }
        boolean write = op.kind == Kind.PUT;
        EspressoLanguage language = EspressoLanguage.get(null);
        if (base.isArray()) {
            int first = UnsafeTargets.firstElement(base, offset, language);
            if (first >= 0) {
                int count = Math.min(UnsafeTargets.elementCount(base, op.valueKind, language), base.length(language) - first);
                ArrayHooks.checkRange(vt, ArrayHooks.at(method, bci), base, first, count, write);
            }
            return;
        }
        Meta meta = EspressoContext.get(null).getMeta();
        Field f = UnsafeTargets.field(base, offset, language, meta);
        if (f == null || FieldPolicy.of(f) != FieldPolicy.DATA) {
            return; // plain access of a volatile/final/ignored field: neither data nor synchronization
        }
        StaticObject holder = UnsafeTargets.holderOf(f, base, meta);
        if (f.isStatic()) {
            ClassInitHooks.observe(vt, f.getDeclaringKlass());
        } else if (Ownership.covers(holder, vt.state, write)) {
            return;
        }
        AccessCheck.check(vt, Shadows.variable(holder, f), write ? AccessKind.WRITE : AccessKind.READ, method, bci, f, -1, holder);
        Ownership.afterCheck(holder, f.isStatic(), vt.state, write);
    }

    /** The sync variable of the location an atomic op lands on, its stripe lock taken; null if none. */
    @TruffleBoundary
    private static SyncVar enterSync(StaticObject base, long offset) {
        if (StaticObject.isNull(base) || base.isForeignObject() || VmThreads.current() == null) {
            return null;
        }
        EspressoLanguage language = EspressoLanguage.get(null);
        SyncVar v;
        if (base.isArray()) {
            int index = UnsafeTargets.firstElement(base, offset, language);
            if (index < 0) {
                return null;
            }
            v = Shadows.atomicElement(base, index);
        } else {
            Meta meta = EspressoContext.get(null).getMeta();
            Field f = UnsafeTargets.field(base, offset, language, meta);
            if (f == null) {
                return null;
            }
            v = Shadows.volatileVar(UnsafeTargets.holderOf(f, base, meta), f);
        }
        SyncAccess.enter(v);
        return v;
    }

    /** System.arraycopy: a read of the source range and a write of the destination range, checked before copying. */
    @TruffleBoundary
    private static void arraycopy(Supplier<Site> where, StaticObject src, int srcPos, StaticObject dest, int destPos, int length) {
        if (StaticObject.isNull(src) || StaticObject.isNull(dest) || !src.isArray() || !dest.isArray()
                        || src.isForeignObject() || dest.isForeignObject() || length <= 0) {
            return; // the copy throws, or copies nothing
        }
        EspressoLanguage language = EspressoLanguage.get(null);
        if (srcPos < 0 || destPos < 0 || (long) srcPos + length > src.length(language) || (long) destPos + length > dest.length(language)) {
            return; // IndexOutOfBoundsException, nothing copied
        }
        VmThread vt = VmThreads.checking();
        if (vt == null) {
            return;
        }
        ArrayHooks.checkRange(vt, where, src, srcPos, length, false);
        ArrayHooks.checkRange(vt, where, dest, destPos, length, true);
    }
}
