package org.goldilocks.vm;

import java.util.Objects;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.MemoryOp.Kind;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.VirtualFrame;
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
 * field of the node, so every other substitution compiles to the plain call.
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
        int bci = ((QuickNode) access).getCallerBCI();
        int first = access.top() - op.parameterSlots;
        if (op.kind == Kind.ARRAYCOPY) {
            arraycopy(op.caller, bci, EspressoFrame.peekObject(frame, first), frame.getIntStatic(first + 1),
                            EspressoFrame.peekObject(frame, first + 2), frame.getIntStatic(first + 3), frame.getIntStatic(first + 4));
            substitution.invokeInlined(frame, access.top(), access);
            return;
        }
        if (op.isElement()) {
            if (op.storesReference()) {
                Escapes.stored(EspressoFrame.peekObject(frame, first + 2)); // Array.set(array, index, value)
            }
            elementAccess(op, op.caller, bci, EspressoFrame.peekObject(frame, first), frame.getIntStatic(first + 1));
            substitution.invokeInlined(frame, access.top(), access);
            return;
        }
        // Operand stack layout: base at first, the long offset in [first+1, first+2] (Espresso
        // keeps a two-slot value in its upper slot), then the value(s).
        StaticObject base = EspressoFrame.peekObject(frame, first);
        long offset = frame.getLongStatic(first + 2);
        StaticObject stored = op.storesReference() ? EspressoFrame.peekObject(frame, first + 3 + op.storedValueIndex()) : null;
        Escapes.stored(stored);
        if (op.storesUnordered()) {
            UnorderedPublication.before(node, op.caller, bci, stored);
            if (!op.isSync()) {
                substitution.invokeInlined(frame, access.top(), access);
                return;
            }
        }
        if (op.isData()) {
            dataAccess(op, op.caller, bci, base, offset);
            substitution.invokeInlined(frame, access.top(), access);
            return;
        }
        Object expected = op.kind == Kind.CAE ? EspressoFrame.peekKind(frame, upperSlot(first + 3, op), op.valueKind) : null;
        SyncVar v = enterSync(op, base, offset);
        boolean done = false;
        try {
            substitution.invokeInlined(frame, access.top(), access);
            done = true;
        } finally {
            if (v != null) {
                boolean wrote = done && wrote(op, op.kind == Kind.CAS ? frame.getIntStatic(access.resultAt()) != 0 : null,
                                op.kind == Kind.CAE ? EspressoFrame.peekKind(frame, upperSlot(access.resultAt(), op), op.valueKind) : null, expected);
                SyncAccess.exit(v, done ? op.effect(wrote) : SyncAccess.NONE);
            }
        }
    }

    public static Object invoke(IntrinsicSubstitutorNode node, Method substituted, JavaSubstitution substitution, Object[] args) {
        MemoryOp op = RaceConfig.ENABLED ? rootOp(node, substituted) : MemoryOp.NONE;
        if (!op.needsHook()) {
            return substitution.invoke(args);
        }
        return invokeChecked(substituted, substitution, args);
    }

    /** Not inlined in a caller's bytecode (rare): find the caller, for the mode and the site. */
    @TruffleBoundary
    private static Object invokeChecked(Method substituted, JavaSubstitution substitution, Object[] args) {
        Site caller = Sites.caller();
        Method method = caller == null ? null : caller.method();
        int bci = caller == null ? -1 : caller.bci();
        MemoryOp op = MemoryOps.classify(substituted, method);
        if (!op.needsHook()) {
            return substitution.invoke(args);
        }
        if (op.kind == Kind.ARRAYCOPY) {
            arraycopy(method, bci, (StaticObject) args[0], (int) args[1], (StaticObject) args[2], (int) args[3], (int) args[4]);
            return substitution.invoke(args);
        }
        if (op.isElement()) {
            if (op.storesReference()) {
                Escapes.stored((StaticObject) args[2]);
            }
            elementAccess(op, method, bci, (StaticObject) args[0], (int) args[1]);
            return substitution.invoke(args);
        }
        StaticObject base = (StaticObject) args[1];
        long offset = (long) args[2];
        StaticObject stored = op.storesReference() ? (StaticObject) args[3 + op.storedValueIndex()] : null;
        Escapes.stored(stored);
        if (op.storesUnordered()) {
            UnorderedPublication.before(null, method, bci, stored);
            if (!op.isSync()) {
                return substitution.invoke(args);
            }
        }
        if (op.isData()) {
            dataAccess(op, method, bci, base, offset);
            return substitution.invoke(args);
        }
        SyncVar v = enterSync(op, base, offset);
        Object result = null;
        boolean done = false;
        try {
            result = substitution.invoke(args);
            done = true;
        } finally {
            if (v != null) {
                boolean wrote = done && wrote(op, result instanceof Boolean b ? b : null, result, op.kind == Kind.CAE ? args[3] : null);
                SyncAccess.exit(v, done ? op.effect(wrote) : SyncAccess.NONE);
            }
        }
        return result;
    }

    private static MemoryOp inlinedOp(InlinedSubstitutionBodyNode node, Method substituted, InlinedFrameAccess access) {
        Object op = node.goldilocksOp;
        if (op == null) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            node.goldilocksOp = op = MemoryOps.classify(substituted, access.getBytecodeNode().getMethod());
        }
        return (MemoryOp) op;
    }

    private static MemoryOp rootOp(IntrinsicSubstitutorNode node, Method substituted) {
        Object op = node.goldilocksOp;
        if (op == null) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            // Without the caller: whether the method touches memory at all. The mode is refined
            // per call in invokeChecked.
            node.goldilocksOp = op = MemoryOps.classify(substituted, null);
        }
        return (MemoryOp) op;
    }

    /** The slot holding a value of the op's kind that starts at {@code slot}. */
    private static int upperSlot(int slot, MemoryOp op) {
        return op.valueKind.needsTwoSlots() ? slot + 1 : slot;
    }

    private static boolean wrote(MemoryOp op, Boolean casResult, Object witness, Object expected) {
        return switch (op.kind) {
            case CAS -> casResult != null && casResult;
            case CAE -> witness instanceof StaticObject w ? w == expected : Objects.equals(witness, expected);
            case PUT, SWAP -> true;
            default -> false;
        };
    }

    /** java.lang.reflect.Array.get/set: a data access of that element (an invalid one throws in the substitution). */
    @TruffleBoundary
    private static void elementAccess(MemoryOp op, Method method, int bci, StaticObject array, int index) {
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
        ThreadState thread = vt.state;
        ArrayHooks.checkRange(thread, vt, method, bci, array, index, 1, op.kind == Kind.ELEMENT_SET);
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
        ThreadState thread = vt.state;
        boolean write = op.kind == Kind.PUT;
        EspressoLanguage language = EspressoLanguage.get(null);
        if (base.isArray()) {
            int first = UnsafeTargets.firstElement(base, offset, language);
            if (first >= 0) {
                int count = Math.min(UnsafeTargets.elementCount(base, op.valueKind, language), base.length(language) - first);
                ArrayHooks.checkRange(thread, vt, method, bci, base, first, count, write);
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
        } else if (Ownership.covers(holder, thread, write)) {
            return;
        }
        AccessCheck.check(thread, vt, Shadows.variable(holder, f), write ? AccessKind.WRITE : AccessKind.READ, method, bci, f, -1);
        Ownership.afterCheck(holder, f.isStatic(), thread, write);
    }

    /** The sync variable of the location an atomic op lands on, its stripe lock taken; null if none. */
    @TruffleBoundary
    private static SyncVar enterSync(MemoryOp op, StaticObject base, long offset) {
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
    private static void arraycopy(Method method, int bci, StaticObject src, int srcPos, StaticObject dest, int destPos, int length) {
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
        ThreadState thread = vt.state;
        ArrayHooks.checkRange(thread, vt, method, bci, src, srcPos, length, false);
        ArrayHooks.checkRange(thread, vt, method, bci, dest, destPos, length, true);
    }
}
