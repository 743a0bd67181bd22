package org.goldilocks.vm;

import com.oracle.truffle.espresso.classfile.JavaKind;
import com.oracle.truffle.espresso.impl.Method;

/**
 * What a call to a substituted method does to guest memory, resolved once per call site from the
 * substituted method and, for the JDK's Unsafe wrappers, from the calling method (JDK 25's
 * {@code getIntOpaque}, {@code putIntRelease}, {@code weakCompareAndSetIntAcquire}... are Java
 * methods that call the volatile natives, so the mode is the caller's).
 *
 * <p>Memory modes (Lea, "Using JDK 9 Memory Order Modes"; docs/semantics.md): plain accesses are
 * data accesses; opaque ones, and plain-mode CAS, are atomic but order nothing, so they are neither;
 * acquire reads and release writes are synchronization like volatile reads and writes; a volatile
 * CAS is a read and, when it succeeds, a write (a failed one only a read).
 */
final class MemoryOp {
    enum Kind {
        NONE,
        /** Unsafe get(Object, long): a read of a field or element. */
        GET,
        /** Unsafe put(Object, long, value). */
        PUT,
        /** compareAndSet/compareAndSwap: returns whether it wrote. */
        CAS,
        /** compareAndExchange: returns the witness; it wrote iff the witness is the expected value. */
        CAE,
        /** getAndSet: always reads and writes. */
        SWAP,
        /** System.arraycopy(src, srcPos, dest, destPos, length). */
        ARRAYCOPY,
        /** java.lang.reflect.Array.get*(array, index): a read of one element. */
        ELEMENT_GET,
        /** java.lang.reflect.Array.set*(array, index, value): a write of one element. */
        ELEMENT_SET
    }

    enum Mode {
        PLAIN,
        OPAQUE,
        ACQUIRE,
        RELEASE,
        VOLATILE
    }

    static final MemoryOp NONE = new MemoryOp(Kind.NONE, Mode.PLAIN, null, 0, null);

    final Kind kind;
    final Mode mode;
    /** Kind of the value stored or compared (CAE: to compare the witness), or null. */
    final JavaKind valueKind;
    /** Operand stack slots of the call's parameters (without the receiver), for inlined call sites. */
    final int parameterSlots;
    /** The guest method making the call, when known (inlined call sites), for reports. */
    final Method caller;

    MemoryOp(Kind kind, Mode mode, JavaKind valueKind, int parameterSlots, Method caller) {
        this.kind = kind;
        this.mode = mode;
        this.valueKind = valueKind;
        this.parameterSlots = parameterSlots;
        this.caller = caller;
    }

    /** Does the hook have anything to do for this call (else: the plain substitution call)? */
    boolean needsHook() {
        return isData() || isSync() || kind == Kind.ARRAYCOPY || storesUnordered();
    }

    /**
     * Does it store a reference with no release edge (opaque; plain-mode CAS or swap; the write of
     * an acquire-mode CAS), through which another thread may get an object without being ordered
     * after anything? See {@link UnorderedPublication}. Only matters for fresh objects.
     */
    boolean storesUnordered() {
        boolean stores = kind == Kind.PUT || kind == Kind.SWAP || kind == Kind.CAS || kind == Kind.CAE;
        return RaceConfig.FRESH_OBJECTS && stores && valueKind == JavaKind.Object
                        && (mode == Mode.OPAQUE || mode == Mode.ACQUIRE || mode == Mode.PLAIN && kind != Kind.PUT);
    }

    /** Does it store a reference (any mode)? The stored object escapes ({@link Escapes}). */
    boolean storesReference() {
        return (kind == Kind.PUT || kind == Kind.SWAP || kind == Kind.CAS || kind == Kind.CAE || kind == Kind.ELEMENT_SET) && valueKind == JavaKind.Object;
    }

    /** Where the stored reference is among the call's arguments after (base, offset): CAS and CAE compare first. */
    int storedValueIndex() {
        return kind == Kind.CAS || kind == Kind.CAE ? 1 : 0;
    }

    /** A data access (checked for races)? */
    boolean isData() {
        return (kind == Kind.GET || kind == Kind.PUT) && mode == Mode.PLAIN || isElement();
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
