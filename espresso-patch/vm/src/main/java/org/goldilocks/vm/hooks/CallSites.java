package org.goldilocks.vm.hooks;

import java.util.function.Supplier;

import org.goldilocks.vm.report.Site;
import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.nodes.bytecodes.InvokeStatic;
import com.oracle.truffle.espresso.nodes.quick.QuickNode;
import com.oracle.truffle.espresso.runtime.EspressoThreadLocalState;

/**
 * The call site of System.arraycopy or reflection's Array.get/set, handed over by the invoke node
 * that calls it (patched into {@code InvokeStaticQuickNode}). Espresso calls these substitutions
 * through their own root, where the caller is not at hand, and finding it by a stack walk
 * materializes the caller's compiled frame: about 15 to 20 µs per walk, 43% of the main thread's
 * time constructing threads (every `new Thread()` copies its name out of a StringBuilder that is
 * no longer fresh; docs/results.md, "Thread churn"). The site only names the access in reports,
 * so a call that comes another way (a method handle, reflection) finds no site here and walks as
 * before. The Unsafe substitutions are not handed theirs: their mode depends on the caller, and
 * they are called from more places.
 *
 * <p>The node stores itself in the thread's Espresso state for the call and clears it after; the
 * hook takes it (reads and clears it) first thing, before the substitution runs, so it sees the
 * node of the call it runs for and nothing the substitution does later can see it.
 */
public final class CallSites {
    private CallSites() {
    }

    /** At the invoke node's creation: does this call hand over its site? Only under detection. */
    public static boolean wanted(Method method) {
        return RaceConfig.ENABLED && method.isNative() && MemoryOp.of(method, null).isRange();
    }

    /** The invoke node's call, with its site handed over. Inlined: a store before and after. */
    public static Object call(QuickNode site, InvokeStatic invoke, Object[] args) {
        EspressoThreadLocalState tls = EspressoLanguage.get(site).getThreadLocalState();
        tls.goldilocksCallSite = site;
        try {
            return invoke.execute(args);
        } finally {
            tls.goldilocksCallSite = null;
        }
    }

    /**
     * Slow path, in the hook: the handed-over site of the current call, or null if there is none.
     * Taken once: a call the substitution makes in turn (reflection from an exception's
     * constructor, say) finds none and walks.
     */
    static Supplier<Site> take() {
        EspressoThreadLocalState tls = EspressoLanguage.get(null).getThreadLocalState();
        Object site = tls.goldilocksCallSite;
        tls.goldilocksCallSite = null;
        return site instanceof QuickNode q ? ArrayHooks.at(q.getBytecodeNode().getMethod(), q.getCallerBCI()) : null;
    }
}
