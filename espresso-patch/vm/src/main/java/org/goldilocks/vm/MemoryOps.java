package org.goldilocks.vm;

import org.goldilocks.vm.MemoryOp.Kind;
import org.goldilocks.vm.MemoryOp.Mode;

import com.oracle.truffle.espresso.classfile.JavaKind;
import com.oracle.truffle.espresso.classfile.descriptors.SignatureSymbols;
import com.oracle.truffle.espresso.classfile.descriptors.Symbol;
import com.oracle.truffle.espresso.classfile.descriptors.Type;
import com.oracle.truffle.espresso.impl.Method;

/** Classifies substituted methods into {@link MemoryOp}s (slow path, once per call site). */
final class MemoryOps {
    private static final String JDK_UNSAFE = "jdk.internal.misc.Unsafe";
    private static final String SUN_UNSAFE = "sun.misc.Unsafe";

    private MemoryOps() {
    }

    /**
     * @param substituted the method whose substitution runs
     * @param caller the guest method whose bytecode makes the call, or null if unknown
     */
    static MemoryOp classify(Method substituted, Method caller) {
        String holder = substituted.getDeclaringKlass().getExternalName();
        String name = substituted.getNameAsString();
        Symbol<Type>[] sig = substituted.getParsedSignature();
        int slots = SignatureSymbols.slotsForParameters(sig);
        if (holder.equals("java.lang.System") && name.equals("arraycopy")) {
            return new MemoryOp(Kind.ARRAYCOPY, Mode.PLAIN, null, slots, caller);
        }
        if (holder.equals("java.lang.reflect.Array") && SignatureSymbols.parameterCount(sig) >= 2
                        && SignatureSymbols.parameterKind(sig, 1) == JavaKind.Int) {
            if (name.startsWith("get")) {
                return new MemoryOp(Kind.ELEMENT_GET, Mode.PLAIN, null, slots, caller);
            }
            if (name.startsWith("set")) {
                JavaKind value = SignatureSymbols.parameterCount(sig) >= 3 ? SignatureSymbols.parameterKind(sig, 2) : null;
                return new MemoryOp(Kind.ELEMENT_SET, Mode.PLAIN, value, slots, caller);
            }
        }
        if (!isUnsafe(holder) || !onHeap(sig)) {
            return MemoryOp.NONE;
        }
        int params = SignatureSymbols.parameterCount(sig);
        JavaKind last = SignatureSymbols.parameterKind(sig, params - 1);
        MemoryOp op;
        if (name.startsWith("compareAndSet") || name.startsWith("compareAndSwap")) {
            op = new MemoryOp(Kind.CAS, refine(Mode.VOLATILE, caller), last, slots, caller);
        } else if (name.startsWith("compareAndExchange")) {
            op = new MemoryOp(Kind.CAE, refine(Mode.VOLATILE, caller), last, slots, caller);
        } else if (name.startsWith("getAndSet")) {
            op = new MemoryOp(Kind.SWAP, refine(Mode.VOLATILE, caller), last, slots, caller);
        } else if (name.startsWith("putOrdered")) {
            op = new MemoryOp(Kind.PUT, Mode.RELEASE, last, slots, caller);
        } else if (name.startsWith("get") && name.endsWith("Volatile") && params == 2) {
            op = new MemoryOp(Kind.GET, refine(Mode.VOLATILE, caller), SignatureSymbols.returnKind(sig), slots, caller);
        } else if (name.startsWith("put") && name.endsWith("Volatile") && params == 3) {
            op = new MemoryOp(Kind.PUT, refine(Mode.VOLATILE, caller), last, slots, caller);
        } else if (name.startsWith("get") && params == 2 && !name.startsWith("getAnd")) {
            op = new MemoryOp(Kind.GET, plainMode(caller), SignatureSymbols.returnKind(sig), slots, caller);
        } else if (name.startsWith("put") && params == 3) {
            op = new MemoryOp(Kind.PUT, plainMode(caller), last, slots, caller);
        } else {
            op = MemoryOp.NONE;
        }
        return op;
    }

    /** A plain Unsafe access is a data access, unless its caller is listed as 'atomic-code'. */
    private static Mode plainMode(Method caller) {
        return caller != null && Suppressions.atomicCode(caller.getDeclaringKlass().getExternalName()) ? Mode.VOLATILE : Mode.PLAIN;
    }

    private static boolean isUnsafe(String holder) {
        return holder.equals(JDK_UNSAFE) || holder.equals(SUN_UNSAFE);
    }

    /** Accesses through (Object base, long offset): fields and array elements; not raw addresses. */
    private static boolean onHeap(Symbol<Type>[] sig) {
        return SignatureSymbols.parameterCount(sig) >= 2
                        && SignatureSymbols.parameterKind(sig, 0) == JavaKind.Object
                        && SignatureSymbols.parameterKind(sig, 1) == JavaKind.Long;
    }

    /** JDK 25's Unsafe mode wrappers call the volatile natives: the wrapper's name is the mode. */
    private static Mode refine(Mode mode, Method caller) {
        if (caller == null || !isUnsafe(caller.getDeclaringKlass().getExternalName())) {
            return mode;
        }
        String n = caller.getNameAsString();
        if (n.endsWith("Opaque")) {
            return Mode.OPAQUE;
        }
        if (n.endsWith("Acquire")) {
            return Mode.ACQUIRE;
        }
        if (n.endsWith("Release")) {
            return Mode.RELEASE;
        }
        if (n.endsWith("Plain")) {
            return Mode.PLAIN;
        }
        return mode;
    }
}
