package org.goldilocks.vm.report;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.goldilocks.engine.ThreadState;

import com.oracle.truffle.api.CallTarget;
import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.FrameInstance;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.nodes.EspressoRootNode;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.vm.VM;

/**
 * A captured guest stack, innermost frame (the access itself) first: the site token of an access
 * when full stacks are recorded ({@link SiteTokens}), and the current access's stack in every race
 * report. Frames are interned {@link Site}s, so a snapshot costs one array. Also: the innermost frame
 * that called a VM-level operation ({@link #caller()}, {@link #callerOutsideMemoryApis()}).
 *
 * <p>Captured the way Espresso fills in a Throwable's stack trace
 * ({@code InterpreterToVM.getStackTrace}): Truffle frame iteration, the method of each
 * {@code EspressoRootNode} and the bci it stores in its frame; hidden frames (lambda forms) are left
 * out. The innermost frame is the exact access site given by the hook, which the frame's stored bci
 * may not be yet.
 */
public final class GuestStack {
    /** At most this many frames are kept (the JVM's default MaxJavaStackTraceDepth). */
    static final int MAX_DEPTH = 1024;

    private final Site[] frames;

    private GuestStack(Site[] frames) {
        this.frames = frames;
    }

    Site top() {
        return frames[0];
    }

    Site[] frames() {
        return frames;
    }

    /**
     * How far down the stack the frame making the access is looked for: the hook may run under a
     * frame or two of the VM's own (an intrinsic substitution such as Unsafe.getInt, whose caller
     * is the access site).
     */
    private static final int SITE_SEARCH_DEPTH = 3;

    /** The current thread's guest stack, with {@code top} as the innermost frame. Slow path only. */
    static GuestStack capture(Site top) {
        List<Site> below = new ArrayList<>(16);
        int[] siteFrame = {-1};
        Truffle.getRuntime().iterateFrames(new com.oracle.truffle.api.frame.FrameInstanceVisitor<Object>() {
            @Override
            public Object visitFrame(FrameInstance frameInstance) {
                if (below.size() >= MAX_DEPTH) {
                    return Boolean.TRUE; // stop
                }
                CallTarget target = frameInstance.getCallTarget();
                if (target instanceof RootCallTarget rct && rct.getRootNode() instanceof EspressoRootNode root) {
                    Method m = root.getMethod();
                    if (siteFrame[0] < 0 && m == top.method() && below.size() < SITE_SEARCH_DEPTH) {
                        siteFrame[0] = below.size();
                    }
                    if (!m.isHidden() || m == top.method()) {
                        below.add(Site.of(m, root.readBCI(frameInstance.getFrame(FrameInstance.FrameAccess.READ_ONLY))));
                    }
                }
                return null;
            }
        });
        // The frame making the access is replaced by the exact site (its stored bci may lag behind);
        // frames above it are the VM's own. If it has no frame (a trivial getter or setter inlined at
        // the bytecode level into its caller), every frame is a caller.
        int from = siteFrame[0] < 0 ? 0 : siteFrame[0] + 1;
        Site[] frames = new Site[1 + below.size() - from];
        frames[0] = top;
        for (int i = from; i < below.size(); i++) {
            frames[1 + i - from] = below.get(i);
        }
        return new GuestStack(frames);
    }

    /**
     * The hybrid engine's site expander in detailed mode (PPoPP'03 sec. 6.6): a kept record's cheap
     * site token becomes the full stack of the accessing thread, which is the current thread, or
     * stays the racing frame where {@link KeptStacks} says a walk per record is not worth it.
     * Called only for the records the redundancy checks keep, so redundant accesses cost no walk.
     */
    public static Object expandKept(ThreadState thread, Object token) {
        return KeptStacks.expand(thread, token);
    }

    /**
     * The innermost guest frame with bytecode (skipping native methods such as Object.clone or an
     * Unsafe native being substituted): where a VM-level operation was called from. Slow: walks
     * the stack; only for paths that have no call site at hand.
     */
    public static Site caller() {
        return innermost(m -> true);
    }

    /**
     * The innermost guest frame with bytecode outside the JDK's memory-access machinery (method
     * handles, VarHandles, Unsafe, the atomic classes): the program's call that led to a memory
     * operation, for reports. Null if there is none. Slow: walks the stack.
     */
    public static Site callerOutsideMemoryApis() {
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
            return Site.of(root.getMethod(), root.readBCI(frame.getFrame(FrameInstance.FrameAccess.READ_ONLY)));
        });
    }

    /** The innermost frame, as a stack trace line: keeps the DataRaceException message unchanged whatever the token. */
    @Override
    public String toString() {
        return frames[0].toString();
    }
}
