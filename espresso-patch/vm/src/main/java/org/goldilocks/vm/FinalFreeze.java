package org.goldilocks.vm;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * JLS 17.5 for what a final field refers to. When a constructor stores an object or array into a
 * final field, every thread that later reaches it through that field sees the writes made to it
 * before the freeze, whether or not its reference was published through a race. The JDK relies
 * on this for its immutable values. A String's bytes are written by one thread and then read by
 * every thread that gets the String through the intern table, an invokedynamic call site or a
 * benign racy cache, none of which is a happens-before edge the detector could see.
 *
 * <p>We apply it exactly where it is safe to: if the referenced object was allocated by the
 * freezing thread in its current epoch (so no other thread can have been handed it with a
 * happens-before edge: the only way to reach it is through this final field or through a race,
 * which is checked itself), and every data access recorded on it is a write by that thread in
 * that epoch, those records are dropped. Later reads through the final field then cannot conflict
 * with them, and later writes are checked as usual. Otherwise nothing is dropped and it is checked
 * exactly as before: an older object may have been published already (to a thread that reads it
 * without going through the final field, and whose reads race with these writes).
 */
final class FinalFreeze {
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    private FinalFreeze() {
    }

    /** After a store into a final reference field; {@code value} is what was stored. */
    static void afterStore(StaticObject value) {
        // Only recorded state can be dropped: nothing to do for an object with none yet, nor for a
        // fresh one (an epoch token: its creator's accesses were never recorded).
        if (StaticObject.notNull(value) && value.goldilocksShadow instanceof Object[]) {
            freeze(value);
        }
    }

    @TruffleBoundary
    private static void freeze(StaticObject value) {
        ThreadState thread = VmThreads.current();
        if (thread == null || !(value.goldilocksShadow instanceof Object[] slots)) {
            return;
        }
        if (Shadows.allocationToken(slots) != thread.epochToken()) {
            return; // not new in this thread's current epoch: it may have been published already
        }
        long word = thread.epochWord();
        boolean array = value.isArray();
        // Slot 0 is the monitor: never dropped; the last slot is the allocation token. Arrays keep
        // element states in chunks.
        int end = slots.length - 1;
        for (int i = 1; i < end; i++) {
            if (array ? !chunkFreezable(slots[i], word) : !freezable(slots[i], word)) {
                return;
            }
        }
        Ownership.release(value); // its records are about to go: they no longer cover the creator's accesses
        for (int i = 1; i < end; i++) {
            if (!array) {
                drop(slots, i);
            } else if (slots[i] instanceof Object[] chunk) {
                for (int j = 0; j < chunk.length; j++) {
                    drop(chunk, j);
                }
            }
        }
    }

    private static boolean chunkFreezable(Object chunk, long word) {
        if (chunk instanceof Object[] states) {
            for (Object s : states) {
                if (!freezable(s, word)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A state may be dropped if it is empty, a sync variable (kept anyway), or a variable whose last
     * access is this thread's write in its current epoch. A location used both plainly and
     * atomically is left alone.
     */
    private static boolean freezable(Object state, long word) {
        return state == null || state instanceof SyncVar || state instanceof Variable v && v.canSkip(word, true);
    }

    private static void drop(Object[] states, int i) {
        Object s = SLOT.getAcquire(states, i);
        if (s instanceof Variable) {
            SLOT.compareAndSet(states, i, s, null); // only the very state that was checked
        }
    }
}
