package org.goldilocks.vm.memory;

import org.goldilocks.vm.policy.Suppressions;

import com.oracle.truffle.espresso.classfile.JavaKind;
import com.oracle.truffle.espresso.classfile.descriptors.SignatureSymbols;
import com.oracle.truffle.espresso.classfile.descriptors.Symbol;
import com.oracle.truffle.espresso.classfile.descriptors.Type;
import com.oracle.truffle.espresso.impl.Method;

/**
 * What a call to a substituted method does to guest memory ({@link Classified}), from the
 * substituted method and, for the JDK's Unsafe wrappers, from the calling method (JDK 25's
 * {@code getIntOpaque}, {@code putIntRelease}, {@code weakCompareAndSetIntAcquire}... are Java
 * methods that call the volatile natives, so the mode is the caller's). Slow path, once per call site.
 *
 * <p>Memory modes (Lea, "Using JDK 9 Memory Order Modes"; docs/semantics.md): plain accesses are
 * data accesses; opaque ones, and plain-mode CAS, are atomic but order nothing, so they are neither;
 * acquire reads and release writes are synchronization like volatile reads and writes; a volatile
 * CAS is a read and, when it succeeds, a write (a failed one only a read).
 */
public final class MemoryOps {
    public enum Kind {
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

    public enum Mode {
        PLAIN,
        OPAQUE,
        ACQUIRE,
        RELEASE,
        VOLATILE
    }

    /**
     * A substituted method's memory operation: its kind, memory mode, and the kind of the value it
     * stores or compares (CAE: to compare the witness), or null.
     */
    public record Classified(Kind kind, Mode mode, JavaKind valueKind) {
        public static final Classified NONE = new Classified(Kind.NONE, Mode.PLAIN, null);
    }

    private static final String JDK_UNSAFE = "jdk.internal.misc.Unsafe";
    private static final String SUN_UNSAFE = "sun.misc.Unsafe";

    private MemoryOps() {
    }

    /**
     * @param substituted the method whose substitution runs
     * @param caller the guest method whose bytecode makes the call, or null if unknown
     */
    public static Classified classify(Method substituted, Method caller) {
        String holder = substituted.getDeclaringKlass().getExternalName();
        String name = substituted.getNameAsString();
        Symbol<Type>[] sig = substituted.getParsedSignature();
        if (holder.equals("java.lang.System") && name.equals("arraycopy")) {
            return new Classified(Kind.ARRAYCOPY, Mode.PLAIN, null);
        }
        if (holder.equals("java.lang.reflect.Array") && SignatureSymbols.parameterCount(sig) >= 2
                        && SignatureSymbols.parameterKind(sig, 1) == JavaKind.Int) {
            if (name.startsWith("get")) {
                return new Classified(Kind.ELEMENT_GET, Mode.PLAIN, null);
            }
            if (name.startsWith("set")) {
                JavaKind value = SignatureSymbols.parameterCount(sig) >= 3 ? SignatureSymbols.parameterKind(sig, 2) : null;
                return new Classified(Kind.ELEMENT_SET, Mode.PLAIN, value);
            }
        }
        if (!isUnsafe(holder) || !onHeap(sig)) {
            return Classified.NONE;
        }
        int params = SignatureSymbols.parameterCount(sig);
        JavaKind last = SignatureSymbols.parameterKind(sig, params - 1);
        if (name.startsWith("compareAndSet") || name.startsWith("compareAndSwap")) {
            return new Classified(Kind.CAS, refine(Mode.VOLATILE, caller), last);
        }
        if (name.startsWith("compareAndExchange")) {
            return new Classified(Kind.CAE, refine(Mode.VOLATILE, caller), last);
        }
        if (name.startsWith("getAndSet")) {
            return new Classified(Kind.SWAP, refine(Mode.VOLATILE, caller), last);
        }
        if (name.startsWith("putOrdered")) {
            return new Classified(Kind.PUT, Mode.RELEASE, last);
        }
        if (name.startsWith("get") && name.endsWith("Volatile") && params == 2) {
            return new Classified(Kind.GET, refine(Mode.VOLATILE, caller), SignatureSymbols.returnKind(sig));
        }
        if (name.startsWith("put") && name.endsWith("Volatile") && params == 3) {
            return new Classified(Kind.PUT, refine(Mode.VOLATILE, caller), last);
        }
        if (name.startsWith("get") && params == 2 && !name.startsWith("getAnd")) {
            return new Classified(Kind.GET, plainMode(caller), SignatureSymbols.returnKind(sig));
        }
        if (name.startsWith("put") && params == 3) {
            return new Classified(Kind.PUT, plainMode(caller), last);
        }
        return Classified.NONE;
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
