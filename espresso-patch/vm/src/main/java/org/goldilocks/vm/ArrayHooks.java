package org.goldilocks.vm;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Array elements as separate variables (each element is a JLS 17.4.1 variable). Called by the
 * patched {@code BytecodeNode.arrayLoad/arrayStore} (every xaload/xastore, hence also array
 * VarHandles in plain mode) after the null check and before the access; and by the range
 * operations (System.arraycopy, clone). An index out of bounds is left alone: the access itself
 * throws.
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

    private static void before(Node node, SlowPathProfile profile, Method method, int bci, StaticObject array, int index, boolean write) {
        if (!RaceConfig.ENABLED) {
            return;
        }
        ThreadState thread = VmThreads.cached(node);
        if (thread != null && Ownership.covers(array, thread, write)) {
            return; // new in this thread's current epoch, or claimed (Ownership)
        }
        if (array.goldilocksShadow instanceof Shadows.StableArray) {
            return; // a @Stable array: the JDK's written-once cache entries
        }
        if (thread == null || !(profile.enterState(SlowPathProfile.ELEMENT_STATE) && canSkip(array, index, thread.epochWord(), write))) {
            profile.enter();
            checkElement(method, bci, array, index, write);
        }
    }

    /** The inline fast path: a few loads and compares, no call, no allocation, no store. */
    static boolean canSkip(StaticObject array, int index, long epochWord, boolean write) {
        if (array.goldilocksShadow instanceof Object[] slots) {
            int c = Shadows.chunkSlotOf(index); // a negative index gives a huge c: slow path
            return c < slots.length && slots[c] instanceof Object[] chunk
                            && chunk[index & Shadows.CHUNK_MASK] instanceof Variable v && v.canSkip(epochWord, write);
        }
        return false;
    }

    @TruffleBoundary
    private static void checkElement(Method method, int bci, StaticObject array, int index, boolean write) {
        if (index < 0 || index >= array.length(EspressoLanguage.get(null)) || Shadows.isStable(array)) {
            return;
        }
        VmThread vt = VmThreads.checking();
        if (vt == null) {
            return;
        }
        ThreadState thread = vt.state;
        AccessCheck.check(thread, vt, Shadows.element(array, index), write ? AccessKind.WRITE : AccessKind.READ, method, bci, array, index);
        Ownership.afterCheck(array, false, thread, write);
    }

    /**
     * A range of elements read or written by one operation (System.arraycopy, clone). Every element
     * is checked before any is touched: the first racy one raises and the operation does not happen.
     */
    static void checkRange(ThreadState thread, VmThread vt, Method method, int bci, StaticObject array, int from, int length, boolean write) {
        if (Ownership.covers(array, thread, write) || Shadows.isStable(array)) {
            return;
        }
        long epochWord = thread.epochWord();
        for (int i = from; i < from + length; i++) {
            if (!canSkip(array, i, epochWord, write)) {
                AccessCheck.check(thread, vt, Shadows.element(array, i), write ? AccessKind.WRITE : AccessKind.READ, method, bci, array, i);
            }
        }
    }
}
