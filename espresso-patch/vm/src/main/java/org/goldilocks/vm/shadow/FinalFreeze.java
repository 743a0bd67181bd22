package org.goldilocks.vm.shadow;

import java.lang.invoke.VarHandle;

import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.EpochToken;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.vm.hw.HwFeed;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.threads.VmThreads;

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
 * <p>We apply it where it is safe to: the referenced object was allocated by the freezing thread,
 * and every data access recorded on it is that thread's write. Then those records are dropped, so
 * later reads through the final field cannot conflict with them; later writes are checked as usual.
 * Dropping is safe when no other thread can have been handed the object with a happens-before
 * edge, and so read it without going through the final field while those writes stayed unordered
 * with its reads. Two cases guarantee that:
 * <ul>
 * <li>the object is new in the freezing thread's current epoch: nothing the thread did since the
 * allocation is visible to another thread yet, so another thread reaches it only through this
 * field or through a race, which is checked itself;</li>
 * <li>the object never escaped ({@link Escapes}): its reference was never stored in the heap, so
 * no other thread could load it at all, whatever epochs the thread went through. The JDK builds
 * arrays this way across synchronization (ZoneRules.readExternal fills its offset arrays from the
 * ConcurrentHashMap cache of ZoneOffsets before storing them into final fields).</li>
 * </ul>
 * Otherwise nothing is dropped and it is checked exactly as before: an object that escaped in an
 * earlier epoch may have been published already (a map put, then a write, then the freeze: the
 * reader that got it from the map races with the write; corpus WrittenAfterPublicationThenFrozen).
 */
public final class FinalFreeze {
    private static final VarHandle SLOT = Shadows.SLOT;

    private FinalFreeze() {
    }

    /** After a store into a final reference field; {@code value} is what was stored. */
    public static void afterStore(StaticObject value) {
        // Only recorded state can be dropped: nothing to do for an object with none yet, nor for a
        // fresh one (an epoch token: its creator's accesses were never recorded).
        // Not with the hybrid engine: a kept record says only that the thread has a covering write
        // record, and dropping it would lose the record a potential race needs (engine.md, "What the VM must feed").
        if (!RaceConfig.HYBRID && StaticObject.notNull(value)) {
            if (value.goldilocksShadow instanceof Object[]) {
                freeze(value);
            } else if (HwFeed.ON && value.goldilocksShadow instanceof EpochToken) {
                freezeFresh(value); // for the hardware model only: the engine has nothing to drop
            }
        }
    }

    /**
     * A fresh object (no records: its creator's accesses were skipped) frozen under the same
     * conditions as a recorded one: the hardware model, which recorded those writes, forgets them
     * as the engine never knew them (docs/hw-model.md, "Final-field freeze").
     */
    @TruffleBoundary
    private static void freezeFresh(StaticObject value) {
        ThreadState thread = VmThreads.current();
        if (thread != null && value.goldilocksShadow instanceof EpochToken token && freezable(token, thread)) {
            HwFeed.frozen(thread, value);
        }
    }

    /** The object is the thread's and no other thread can have been handed it yet (class comment). */
    private static boolean freezable(EpochToken token, ThreadState thread) {
        return token.isOf(thread) && !(token.hasEscaped() && !token.isEpoch(thread.epochToken()));
    }

    @TruffleBoundary
    private static void freeze(StaticObject value) {
        ThreadState thread = VmThreads.current();
        if (thread == null || !(value.goldilocksShadow instanceof Object[] slots)) {
            return;
        }
        // not another thread's object, nor one handed out unordered (UnorderedPublication); not one
        // stored in the heap before an epoch ended: it may have been published already
        if (!(Shadows.allocationToken(slots) instanceof EpochToken token) || !freezable(token, thread)) {
            return;
        }
        boolean array = value.isArray();
        // Slot 0 is the monitor: never dropped; the last slot is the allocation token. Arrays keep
        // element states in chunks.
        int end = slots.length - 1;
        for (int i = 1; i < end; i++) {
            if (array ? !chunkFreezable(slots[i], thread) : !freezable(slots[i], thread)) {
                return;
            }
        }
        Ownership.release(value); // its records are about to go: they no longer cover the creator's accesses
        for (int i = 1; i < end; i++) {
            if (!array) {
                drop(slots, i);
            } else if (slots[i] instanceof Object[] chunk) {
                for (int j = 0; j < Shadows.CHUNK_ELEMENTS; j++) {
                    drop(chunk, j);
                }
                if (chunk.length > Shadows.CHUNK_ELEMENTS && chunk[Shadows.CHUNK_ELEMENTS] instanceof ElementRun run) {
                    // the run holds the elements' data states: a fresh one has none
                    SLOT.compareAndSet(chunk, Shadows.CHUNK_ELEMENTS, run, RaceRuntime.engine().newElementRun(run.elements));
                }
            }
        }
        if (HwFeed.ON) {
            HwFeed.frozen(thread, value);
        }
    }

    private static boolean chunkFreezable(Object chunk, ThreadState thread) {
        if (chunk instanceof Object[] states) {
            for (int i = 0; i < Shadows.CHUNK_ELEMENTS; i++) { // the block or run slot after them: below
                if (!freezable(states[i], thread)) {
                    return false;
                }
            }
            if (states.length > Shadows.CHUNK_ELEMENTS && states[Shadows.CHUNK_ELEMENTS] instanceof ElementRun run) {
                return run.freezableBy(thread);
            }
        }
        return true;
    }

    /**
     * A state may be dropped if it is empty, a sync variable (kept anyway), or a variable whose last
     * access is this thread's race-free write with no other access since. A location used both
     * plainly and atomically is left alone.
     */
    private static boolean freezable(Object state, ThreadState thread) {
        return state == null || state instanceof SyncVar || state instanceof Variable v && v.lastWrittenBy(thread);
    }

    private static void drop(Object[] states, int i) {
        Object s = SLOT.getAcquire(states, i);
        if (s instanceof Variable) {
            SLOT.compareAndSet(states, i, s, null); // only the very state that was checked
        }
    }
}
