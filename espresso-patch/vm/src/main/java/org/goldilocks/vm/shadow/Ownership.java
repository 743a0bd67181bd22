package org.goldilocks.vm.shadow;

import java.lang.invoke.VarHandle;

import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.vm.policy.FieldPolicy;
import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Owned objects: while {@code StaticObject.goldilocksOwner} (patched in) is a thread's current
 * {@linkplain ThreadState#epochToken() epoch token}, that thread's accesses to the object's plain
 * fields and elements need no check and no record; while it is the thread's
 * {@linkplain ThreadState#epochReadToken() read token}, its reads need none. The inline fast path
 * is one load and one or two compares ({@link #isOwnedBy}, {@link #isReadableBy}); the hooks test
 * it before the per-variable {@link Variable#canSkip}, which costs a few dependent loads.
 *
 * <p>A thread owns an object in two ways, both ending with its epoch (new tokens on every
 * synchronization source action, so an old owner never matches again):
 * <ul>
 * <li><b>New</b>: it allocated the object in this epoch ({@code ObjectHooks.afterNew}: fresh objects,
 * design.md). The skipped accesses are forgotten; that is exact because any other thread reaches
 * the object only after that epoch has ended, or through a race that raises first.</li>
 * <li><b>Claimed</b>: every plain field (every element of a small array) has a record that
 * {@code Variable.canSkip} accepts for this thread now: its race-free write in this epoch (then
 * it may skip reads and writes), or at least its race-free read in this epoch (then reads).
 * {@link #afterCheck} claims after a checked access. Each access skipped then is one that
 * {@code canSkip} already allows, variable by variable (GVariable, "Fast-path invariant"): the
 * records cover it. No other thread can change such a record without racing with it, and a
 * racy access that raises changes nothing.</li>
 * </ul>
 * Anything that gives the object new state ends the ownership ({@link #release}): the first slow
 * path to create its slots ({@code Shadows.slots}), another thread's performed access (only a
 * suppressed race can do that while the records cover the owner), an unordered publication (the
 * skipped writes are then recorded), a final-field freeze (which drops records). Report mode owns
 * nothing: there a racy access is performed and recorded, and later accesses must be checked
 * against it.
 */
public final class Ownership {
    /** Claims are not attempted for objects with more plain fields, or arrays with more elements. */
    private static final int MAX_CLAIMED = Shadows.CHUNK_MASK + 1;

    private Ownership() {
    }

    /** The inline test for a write (or any access): is {@code obj} owned by {@code thread} in its current epoch? */
    public static boolean isOwnedBy(StaticObject obj, ThreadState thread) {
        return !RaceConfig.REPORT_MODE && obj.goldilocksOwner == thread.epochToken();
    }

    /** The inline test for a read: owned, or claimed for reads, by {@code thread} in its current epoch? */
    public static boolean isReadableBy(StaticObject obj, ThreadState thread) {
        if (RaceConfig.REPORT_MODE) {
            return false;
        }
        Object owner = obj.goldilocksOwner;
        return owner == thread.epochToken() || owner == thread.epochReadToken();
    }

    /** {@link #isOwnedBy} for a write, {@link #isReadableBy} for a read. */
    public static boolean covers(StaticObject obj, ThreadState thread, boolean write) {
        return write ? isOwnedBy(obj, thread) : isReadableBy(obj, thread);
    }

    /** A new object of {@code thread} (null: none yet): owned if fresh objects are on. */
    public static void markNew(StaticObject obj, ThreadState thread) {
        obj.goldilocksOwner = RaceConfig.FRESH_OBJECTS && thread != null ? thread.epochToken() : null;
    }

    /** Ends any thread's ownership of {@code obj}: its accesses are checked again from now on. */
    public static void release(StaticObject obj) {
        if (obj.goldilocksOwner != null) {
            obj.goldilocksOwner = null;
        }
    }

    /**
     * After {@code thread}'s checked access of a field of {@code obj} or an element of the array
     * {@code obj} (slow path, performed). Another thread's ownership ends (this runs after the
     * record changed, so a concurrent claim sees one or the other). Then {@code thread} claims the
     * object if every plain field (element) has a record that lets it skip: all its writes in this
     * epoch, for reads and writes; all at least its reads, for reads. A variable without a record
     * blocks the claim: its first access by this thread must be recorded, or a later access by
     * another thread would not be checked against it. Checked again after the claim is published,
     * so a record that changed meanwhile undoes it.
     */
    @TruffleBoundary
    public static void afterCheck(StaticObject obj, boolean statics, ThreadState thread, boolean write) {
        if (obj.isArray()) {
            afterElementCheck(obj, obj.length(EspressoLanguage.get(null)), thread, write);
            return;
        }
        claim(obj, statics, thread, write);
    }

    /** {@link #afterCheck} for an element of {@code array}, whose length the caller has at hand. */
    @TruffleBoundary
    public static void afterElementCheck(StaticObject array, int length, ThreadState thread, boolean write) {
        if (length > MAX_CLAIMED) {
            // Never claimed, so no claim to order against: the fence below would only cost (every
            // checked element of a large array: 3.5% of the suite's stencil). Its only owner can be
            // its allocator (new), which the first state already ended (Shadows.slots).
            release(array);
            return;
        }
        claim(array, false, thread, write);
    }

    private static void claim(StaticObject obj, boolean statics, ThreadState thread, boolean write) {
        VarHandle.fullFence(); // the record's change is visible before the owner is read (pairs with the claim's)
        Object owner = obj.goldilocksOwner;
        if (owner != null && owner != thread.epochToken() && owner != thread.epochReadToken()) {
            obj.goldilocksOwner = null;
        }
        if (RaceConfig.REPORT_MODE || owner == thread.epochToken()) {
            return;
        }
        long word = thread.epochWord();
        int level = level(obj, statics, word);
        Object claim = level == FULL ? thread.epochToken() : level == READS ? thread.epochReadToken() : null;
        if (claim == null || claim == owner) {
            return;
        }
        obj.goldilocksOwner = claim;
        VarHandle.fullFence(); // the claim is visible before the records are read again
        if (level(obj, statics, word) < level) {
            obj.goldilocksOwner = null;
        }
    }

    private static final int NONE = 0;
    private static final int READS = 1;
    private static final int FULL = 2;

    /** What every plain variable of {@code obj} lets the thread owning {@code word} skip. */
    private static int level(StaticObject obj, boolean statics, long word) {
        if (!(obj.goldilocksShadow instanceof Object[] slots)) {
            return NONE;
        }
        if (obj.isArray()) {
            int length = obj.length(EspressoLanguage.get(null));
            if (length > MAX_CLAIMED || length == 0 || !(slots.length > 2 && slots[1] instanceof Object[] chunk)) {
                return NONE;
            }
            int level = FULL;
            for (int i = 0; i < length && level > NONE; i++) {
                level = Math.min(level, level(chunk[i], word));
            }
            return level;
        }
        if (!(obj.getKlass() instanceof ObjectKlass klass)) {
            return NONE;
        }
        Field[] fields = statics ? klass.getStaticFieldTable() : klass.getFieldTable();
        if (fields.length > MAX_CLAIMED) {
            return NONE;
        }
        int level = FULL;
        for (int n = 0; n < fields.length && level > NONE; n++) {
            Field f = fields[n];
            if (FieldPolicy.of(f) == FieldPolicy.DATA) {
                int i = Shadows.slotOf(f);
                level = i < slots.length ? Math.min(level, level(slots[i], word)) : NONE;
            }
        }
        return level;
    }

    private static int level(Object state, long word) {
        if (state instanceof Variable v) {
            return v.canSkip(word, true) ? FULL : v.canSkip(word, false) ? READS : NONE;
        }
        return NONE;
    }
}
