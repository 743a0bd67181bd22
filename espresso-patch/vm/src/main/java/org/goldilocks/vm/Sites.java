package org.goldilocks.vm;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Predicate;

import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.FrameInstance;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.nodes.EspressoRootNode;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.vm.VM;

/** Interns {@link Site}s, one per (method, bci), so recorded accesses share them. Slow path only. */
final class Sites {
    private static final ConcurrentHashMap<Method, AtomicReferenceArray<Site>> BY_METHOD = new ConcurrentHashMap<>();

    private Sites() {
    }

    static Site of(Method method, int bci) {
        AtomicReferenceArray<Site> sites = BY_METHOD.computeIfAbsent(method, m -> new AtomicReferenceArray<>(codeLength(m)));
        if (bci < 0 || bci >= sites.length()) {
            return new Site(method, bci);
        }
        Site s = sites.get(bci);
        if (s == null) {
            Site fresh = new Site(method, bci);
            s = sites.compareAndExchange(bci, null, fresh);
            if (s == null) {
                s = fresh;
            }
        }
        return s;
    }

    /**
     * The innermost guest frame with bytecode (skipping native methods such as Object.clone or an
     * Unsafe native being substituted): where a VM-level operation was called from. Slow: walks
     * the stack; only for paths that have no call site at hand.
     */
    static Site caller() {
        return innermost(m -> true);
    }

    /**
     * The innermost guest frame with bytecode outside the JDK's memory-access machinery (method
     * handles, VarHandles, Unsafe, the atomic classes): the program's call that led to a memory
     * operation, for reports. Null if there is none. Slow: walks the stack.
     */
    static Site callerOutsideMemoryApis() {
        return innermost(m -> {
            String owner = m.getDeclaringKlass().getExternalName();
            return !(owner.startsWith("java.lang.invoke.") || owner.startsWith("jdk.internal.") || owner.startsWith("sun.misc.")
                            || owner.startsWith("java.util.concurrent.atomic."));
        });
    }

    /** The innermost guest frame with bytecode whose method is {@code wanted}; null if none. */
    private static Site innermost(Predicate<Method> wanted) {
        EspressoContext context = EspressoContext.get(null);
        return Truffle.getRuntime().iterateFrames(frame -> {
            EspressoRootNode root = VM.getEspressoRootFromFrame(frame, context);
            if (root == null || root.getMethod().isNative() || root.getMethod().getCodeAttribute() == null || !wanted.test(root.getMethod())) {
                return null;
            }
            return of(root.getMethod(), root.readBCI(frame.getFrame(FrameInstance.FrameAccess.READ_ONLY)));
        });
    }

    private static int codeLength(Method m) {
        return m.getCodeAttribute() == null ? 1 : Math.max(1, m.getOriginalCode().length);
    }
}
