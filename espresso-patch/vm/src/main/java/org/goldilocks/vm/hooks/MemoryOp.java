package org.goldilocks.vm.hooks;

import org.goldilocks.vm.memory.MemoryOps;
import org.goldilocks.vm.memory.MemoryOps.Kind;
import org.goldilocks.vm.memory.MemoryOps.Mode;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.shadow.SyncAccess;

import com.oracle.truffle.espresso.classfile.JavaKind;
import com.oracle.truffle.espresso.classfile.descriptors.SignatureSymbols;
import com.oracle.truffle.espresso.impl.Method;

/**
 * What one call site of a substituted method does to guest memory ({@link MemoryOps.Classified}),
 * with what {@link SubstitutionHooks} needs to find the call's operands. Resolved once per call
 * site and cached by the patch in a compilation-final field of the call's node
 * ({@code goldilocksOp}), so at a compiled call site every test below is a constant.
 */
public final class MemoryOp {
    static final MemoryOp NONE = new MemoryOp(MemoryOps.Classified.NONE, 0, null);

    final Kind kind;
    final Mode mode;
    /** Kind of the value stored or compared (CAE: to compare the witness), or null. */
    final JavaKind valueKind;
    /** Operand stack slots of the call's parameters (without the receiver), for inlined call sites. */
    final int parameterSlots;
    /** The guest method making the call, when known (inlined call sites), for reports. */
    final Method caller;

    private MemoryOp(MemoryOps.Classified c, int parameterSlots, Method caller) {
        this.kind = c.kind();
        this.mode = c.mode();
        this.valueKind = c.valueKind();
        this.parameterSlots = parameterSlots;
        this.caller = caller;
    }

    /**
     * @param substituted the method whose substitution runs
     * @param caller the guest method whose bytecode makes the call, or null if unknown
     */
    static MemoryOp of(Method substituted, Method caller) {
        MemoryOps.Classified c = MemoryOps.classify(substituted, caller);
        return c.kind() == Kind.NONE ? NONE : new MemoryOp(c, SignatureSymbols.slotsForParameters(substituted.getParsedSignature()), caller);
    }

    /** Does the hook have anything to do for this call (else: the plain substitution call)? */
    boolean needsHook() {
        return isData() || isSync() || kind == Kind.ARRAYCOPY || storesUnordered();
    }

    /**
     * An Unsafe access through (Object base, long offset): an instance method, whose parameters
     * follow the Unsafe receiver. (System.arraycopy and reflection's Array.get/set are static.)
     */
    boolean isUnsafe() {
        return kind != Kind.NONE && kind != Kind.ARRAYCOPY && !isElement();
    }

    /**
     * Does it store a reference with no release edge (opaque; plain-mode CAS or swap; the write of
     * an acquire-mode CAS), through which another thread may get an object without being ordered
     * after anything? See {@code shadow.UnorderedPublication}. Only matters for fresh objects.
     */
    boolean storesUnordered() {
        boolean stores = kind == Kind.PUT || kind == Kind.SWAP || kind == Kind.CAS || kind == Kind.CAE;
        return RaceConfig.FRESH_OBJECTS && stores && valueKind == JavaKind.Object
                        && (mode == Mode.OPAQUE || mode == Mode.ACQUIRE || mode == Mode.PLAIN && kind != Kind.PUT);
    }

    /** Does it store a reference (any mode)? The stored object escapes ({@code shadow.Escapes}). */
    boolean storesReference() {
        return (kind == Kind.PUT || kind == Kind.SWAP || kind == Kind.CAS || kind == Kind.CAE || kind == Kind.ELEMENT_SET) && valueKind == JavaKind.Object;
    }

    /** Which parameter is the stored reference: after (base, offset), or (array, index); CAS and CAE compare first. */
    int storedValueIndex() {
        return kind == Kind.CAS || kind == Kind.CAE ? 3 : 2;
    }

    /** A data access (checked for races)? */
    boolean isData() {
        return (kind == Kind.GET || kind == Kind.PUT) && mode == Mode.PLAIN || isElement();
    }

    /** System.arraycopy or a reflective element access: what it does does not depend on its caller. */
    boolean isRange() {
        return kind == Kind.ARRAYCOPY || isElement();
    }

    /** A reflective array element access (array, index), always plain. */
    boolean isElement() {
        return kind == Kind.ELEMENT_GET || kind == Kind.ELEMENT_SET;
    }

    /** Synchronization (reported to the engine as volatile reads/writes)? */
    boolean isSync() {
        return kind != Kind.NONE && kind != Kind.ARRAYCOPY && !isElement() && (mode == Mode.ACQUIRE || mode == Mode.RELEASE || mode == Mode.VOLATILE);
    }

    /** The engine-visible effect of a completed sync op ({@link SyncAccess} READ/WRITE bits). */
    int effect(boolean wrote) {
        boolean reads = kind == Kind.GET || kind == Kind.CAS || kind == Kind.CAE || kind == Kind.SWAP;
        boolean writes = kind == Kind.PUT || kind == Kind.SWAP || (kind == Kind.CAS || kind == Kind.CAE) && wrote;
        int e = SyncAccess.NONE;
        if (reads && mode != Mode.RELEASE) {
            e |= SyncAccess.READ; // a release CAS's read is plain
        }
        if (writes && mode != Mode.ACQUIRE) {
            e |= SyncAccess.WRITE; // an acquire CAS's write is plain
        }
        return e;
    }
}
