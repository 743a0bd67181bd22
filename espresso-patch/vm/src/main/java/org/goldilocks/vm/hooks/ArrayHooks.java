package org.goldilocks.vm.hooks;

import java.util.function.Supplier;
import org.goldilocks.vm.hw.HwFeed;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.report.AccessCheck;
import org.goldilocks.vm.report.Site;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.shadow.Escapes;
import org.goldilocks.vm.shadow.Ownership;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.threads.VmThread;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Array elements as separate variables (each element is a JLS 17.4.1 variable). Called by the
 * patched {@code BytecodeNode.arrayLoad/arrayStore} (every xaload/xastore, hence also array
 * VarHandles in plain mode) after the null check and before the access. An index out of bounds is
 * left alone: the access itself throws. The range operations (System.arraycopy, clone, reflective
 * and Unsafe element accesses) check their elements through {@link #checkRange}.
 */
public final class ArrayHooks {
    private ArrayHooks() {
    }

    public static void beforeLoad(Node node, SlowPathProfile profile, Method method, int bci, StaticObject array, int index) {
        before(node, profile, method, bci, array, index, false);
    }

    public static void beforeStore(Node node, SlowPathProfile profile, Method method, int bci, StaticObject array, int index) {
        before(node, profile, method, bci, array, index, true);
    }

    /** Before {@code value} is stored into a reference array (patched aastore): it escapes ({@link Escapes}). */
    public static void beforeReferenceStore(StaticObject value) {
        if (RaceConfig.ENABLED) {
            Escapes.stored(value);
        }
    }

    private static void before(Node node, SlowPathProfile profile, Method method, int bci, StaticObject array, int index, boolean write) {
        if (!RaceConfig.ENABLED || (RaceConfig.HYBRID && !profile.hybridChecksElements(method))) {
            return; // the hybrid's scope leaves this method's element accesses out (decided once per method)
        }
        ThreadState thread = VmThreads.cached(node);
        if (thread != null && Ownership.covers(array, thread, write)) {
            return; // new in this thread's current epoch, or claimed (Ownership)
        }
        if (Shadows.isStable(array)) {
            return; // a @Stable array: the JDK's written-once cache entries
        }
        // With --hw-model every access goes to the model (HwFeed.ON is static final: folds away when off).
        if (thread == null || HwFeed.ON || !(profile.enterState(SlowPathProfile.ELEMENT_STATE)
                        && (Shadows.canSkip(array, index, thread.epochWord(), write) || Shadows.joins(array, index, thread, write, profile.knownSite(bci))))) {
            profile.enter();
            // The thread and the length are at hand here, in compiled code a few loads: looked up
            // again behind the boundary they cost a thread-local lookup of the language each and a
            // native Array.getLength (together about a quarter of the slow path's own time on the
            // suite's stencil; docs/results.md, "The element slow path's lookups").
            checkElement(thread, profile, method, bci, array, index, array.length(EspressoLanguage.get(node)), write);
        }
    }

    @TruffleBoundary
    private static void checkElement(ThreadState cached, SlowPathProfile profile, Method method, int bci, StaticObject array, int index, int length, boolean write) {
        if (index < 0 || index >= length || Shadows.isStable(array)) {
            return;
        }
        profile.learnSite(method, bci);
        VmThread vt = VmThreads.checking(cached);
        if (vt == null) {
            return;
        }
        check(vt, method, bci, array, index, write);
        Ownership.afterElementCheck(array, length, vt.state, write);
    }

    /**
     * A range of elements read or written by one operation (System.arraycopy, clone, a reflective or
     * Unsafe element access). Every element is checked before any is touched: the first racy one
     * raises and the operation does not happen. {@code where} gives the site of the accesses; it is
     * asked only if an element needs the engine, and null from it means none is checked (clone
     * looks for its caller on the stack).
     */
    static void checkRange(VmThread vt, Supplier<Site> where, StaticObject array, int from, int length, boolean write) {
        ThreadState thread = vt.state;
        if (Ownership.covers(array, thread, write) || Shadows.isStable(array)) {
            return;
        }
        long epochWord = thread.epochWord();
        Site site = null;
        for (int i = from; i < from + length; i++) {
            if (HwFeed.ON || !Shadows.canSkip(array, i, epochWord, write)) {
                if (site == null && (site = where.get()) == null) {
                    return;
                }
                if (!HwFeed.ON && Shadows.joins(array, i, thread, write, site)) {
                    continue; // joined its run's open sweep (the site is interned: Site.of)
                }
                check(vt, site.method(), site.bci(), array, i, write);
            }
        }
    }

    /** The checked access to element {@code index}: through its run if it is in one, else on its variable. */
    private static void check(VmThread vt, Method method, int bci, StaticObject array, int index, boolean write) {
        AccessKind kind = write ? AccessKind.WRITE : AccessKind.READ;
        ElementRun run = Shadows.run(array, index);
        if (run != null) {
            AccessCheck.checkRun(vt, run, Shadows.runIndex(index), kind, method, bci, array, index);
        } else {
            AccessCheck.check(vt, Shadows.element(array, index), kind, method, bci, array, index, array);
        }
    }

    /** The site of a range check made by the bytecode at {@code bci} of {@code method}. */
    static Supplier<Site> at(Method method, int bci) {
        return () -> Site.of(method, bci);
    }
}
