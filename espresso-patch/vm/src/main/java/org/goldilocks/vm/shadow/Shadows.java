package org.goldilocks.vm.shadow;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.EpochToken;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.vm.hw.HwFeed;
import org.goldilocks.vm.report.GuestNames;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.runtime.RaceRuntime;

import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Per-object detector state, kept in the field {@code StaticObject.goldilocksShadow} (patched in):
 * an {@code Object[]} of slots, allocated on the first slow-path access.
 * <ul>
 * <li>slot 0: the object's monitor {@link SyncVar}; for a class's statics object, the class's
 * initialization variable (statics objects are never locked by guest code);</li>
 * <li>an object: slot 1 + {@link Field#getSlot()} holds the field's state;</li>
 * <li>an array: slot 1 + (index / 64) holds a chunk of 64 element states, allocated when one of
 * them is first needed, so untouched parts of a large array cost one null reference per 64
 * elements; with an engine that wants element blocks ({@code Engine.newElementBlock()}), a 65th
 * slot holds the chunk's block, or, in an array longer than 64 with an engine that keeps compact
 * element runs ({@code Engine.newElementRun}), the chunk's {@link ElementRun}, which then holds
 * the elements' data states (the element slots hold only sync variables);</li>
 * <li>with the hybrid engine's simple mode only, the slot before the last: the object's variable
 * group ({@code Engine.newVariableGroup()}: one per object, per array, per class's statics), on which
 * the engine keeps the object's thread-locality state (PPoPP'03 sec. 6.3);</li>
 * <li>the last slot: the epoch token the object carried when it got its slots (that of the thread
 * that allocated it, in the epoch it did, or that token's escaped twin once its reference was
 * stored in the heap: {@link Escapes}), or null; {@link FinalFreeze} needs to know that an object
 * is new in the freezing thread's current epoch, or has never escaped.</li>
 * </ul>
 * A state is a {@link Variable} (plain data), a {@link SyncVar} (a volatile field, or a location
 * used only through atomic Unsafe/VarHandle modes), or a {@link DataAndSync} when one location is used
 * both ways (plain accesses are checked among themselves, atomic ones are synchronization).
 * Everything is created lazily and published with compare-and-exchange, so racing creators agree
 * on one instance. The inline fast paths read the slots with plain loads ({@link #canSkip(StaticObject, Field, long, boolean)},
 * {@link #canSkip(StaticObject, int, long, boolean)}).
 *
 * <p>An array held by a {@code @Stable} field has a {@link StableArray} shadow instead: its elements
 * are the JDK's written-once cache entries and are not checked.
 *
 * <p>A new object or array holds its allocating thread's {@linkplain ThreadState#epochToken() epoch
 * token} instead ({@code ObjectHooks.afterNew}): no state yet. Anything else reading the shadow
 * treats a token like null; the first slot array replaces it (keeping the token in its last slot)
 * and ends the allocating thread's {@linkplain Ownership ownership}.
 */
public final class Shadows {
    static final int MONITOR_SLOT = 0;
    static final int CHUNK_SHIFT = 6;
    static final int CHUNK_MASK = (1 << CHUNK_SHIFT) - 1;
    /** Element states per chunk (a chunk may have one more slot: its element block). */
    static final int CHUNK_ELEMENTS = 1 << CHUNK_SHIFT;
    /** {@code StaticObject.goldilocksShadow}, for compare-and-set (also used by {@link Escapes}). */
    static final VarHandle SHADOW;
    /** Elements of the slot arrays and chunks (also used by {@link FinalFreeze}). */
    static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    static {
        try {
            SHADOW = MethodHandles.lookup().findVarHandle(StaticObject.class, "goldilocksShadow", Object.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** A location used both plainly (data) and atomically (synchronization). */
    record DataAndSync(Variable data, SyncVar sync) {
    }

    /** The shadow of an array whose elements are not checked (held by a @Stable field). */
    private static final class StableArray {
        /** The monitor's sync variable, and one for atomic ops on any element (never per element). */
        final Object[] syncs = new Object[2];
    }

    /**
     * The engine wants variable groups (the hybrid's simple mode): slot arrays get a group slot.
     * False for every other engine, so nothing of it is left in their code.
     */
    private static final boolean GROUPED = RaceConfig.HYBRID && RaceRuntime.engine().newVariableGroup() != null;
    /**
     * The engine wants element blocks (Goldilocks: one registry entry per chunk of elements):
     * chunks get one more slot, after the elements, holding the chunk's block.
     */
    private static final boolean BLOCKED = RaceConfig.ENABLED && RaceRuntime.engine().newElementBlock() != null;
    /**
     * The engine keeps compact element runs ({@link ElementRun}: Goldilocks, the hybrid's detailed
     * mode): a chunk of an array too long to be claimed ({@code Ownership}; in report mode, of any array) holds a run in its last
     * slot instead of a block, and its element slots hold no data state (only sync variables of
     * elements used atomically). Not in report mode with an engine that records a racy access it is
     * told was performed (a run never commits one; the hybrid's commit is nothing), nor with the
     * hardware model (every access goes to it through a variable).
     */
    private static final boolean COMPACT = RaceConfig.ENABLED && (!RaceConfig.REPORT_MODE || RaceRuntime.engine().reportsPotentialRaces()) && !HwFeed.ON
                    && RaceRuntime.engine().newElementRun(1) != null;
    /** Chunks have a slot after their elements: for the block or the run. */
    private static final boolean CHUNK_SLOT = BLOCKED || COMPACT;

    private Shadows() {
    }

    static int slotOf(Field field) {
        return 1 + field.getSlot();
    }

    private static int chunkSlotOf(int index) {
        return 1 + (index >>> CHUNK_SHIFT);
    }

    /**
     * The inline per-variable test of a field access (after the {@linkplain Ownership ownership}
     * test): {@link Variable#canSkip} on the field's state, a few loads and compares, no call, no
     * allocation, no store.
     */
    public static boolean canSkip(StaticObject receiver, Field field, long epochWord, boolean write) {
        if (receiver.goldilocksShadow instanceof Object[] slots) {
            int i = slotOf(field);
            return i < slots.length && slots[i] instanceof Variable v && skips(v, epochWord, write);
        }
        return false;
    }

    /** The same for an array element, in the array's chunk of element states (or in its run). */
    public static boolean canSkip(StaticObject array, int index, long epochWord, boolean write) {
        if (array.goldilocksShadow instanceof Object[] slots) {
            int c = chunkSlotOf(index); // a negative index gives a huge c: slow path
            if (c < slots.length && slots[c] instanceof Object[] chunk) {
                int j = index & CHUNK_MASK;
                if (chunk[j] instanceof Variable v) {
                    return skips(v, epochWord, write);
                }
                return COMPACT && chunk.length > CHUNK_ELEMENTS && chunk[CHUNK_ELEMENTS] instanceof ElementRun run && run.canSkip(epochWord, write, j);
            }
        }
        return false;
    }

    /**
     * The second inline test of an element access, after {@link #canSkip}: the access joins its
     * thread's open sweep of the element's run ({@link ElementRun#joins}). {@code site}: the access's
     * interned site, or null (then it never joins).
     */
    public static boolean joins(StaticObject array, int index, ThreadState thread, boolean write, Object site) {
        if (COMPACT && site != null && array.goldilocksShadow instanceof Object[] slots) {
            int c = chunkSlotOf(index);
            return c < slots.length && slots[c] instanceof Object[] chunk && chunk.length > CHUNK_ELEMENTS
                            && chunk[CHUNK_ELEMENTS] instanceof ElementRun run && run.joins(thread.epochWord(), write, index & CHUNK_MASK, site, thread.locksHeld());
        }
        return false;
    }

    /** {@link Variable#canSkip}, and for the hybrid's simple mode (a constant: folds away otherwise) its any-epoch words too. */
    private static boolean skips(Variable v, long epochWord, boolean write) {
        return v.canSkip(epochWord, write) || RaceConfig.HYBRID_SIMPLE && v.canSkipInAnyEpoch(epochWord, write);
    }

    static Object[] slots(StaticObject obj, boolean statics) {
        Object s = SHADOW.getAcquire(obj);
        Object[] fresh = null;
        while (true) {
            if (s instanceof Object[] a) {
                return a;
            }
            if (s instanceof StableArray stable) {
                return stable.syncs;
            }
            // null, or a thread's epoch token (a fresh object): either way, no state yet
            if (fresh == null) {
                fresh = new Object[(GROUPED ? 3 : 2) + stateCount(obj, statics)];
                if (GROUPED) {
                    fresh[fresh.length - 2] = RaceRuntime.engine().newVariableGroup();
                }
            }
            fresh[fresh.length - 1] = s;
            Object witness = SHADOW.compareAndExchange(obj, s, fresh);
            if (witness == s) {
                Ownership.release(obj); // a new object's ownership ends with its first state, as if its accesses had not happened
                return fresh;
            }
            s = witness;
        }
    }

    /** The epoch token {@code obj} carried when it got {@code slots} (see the class comment), or null. */
    static Object allocationToken(Object[] slots) {
        return slots[slots.length - 1];
    }

    /** Swaps the allocation token for its escaped twin ({@link Escapes}): its reference is in the heap now. */
    static void escapeAllocation(Object[] slots) {
        int last = slots.length - 1;
        if (SLOT.getAcquire(slots, last) instanceof EpochToken t && !t.hasEscaped()) {
            SLOT.compareAndSet(slots, last, t, t.escaped()); // fails only if forgotten meanwhile
        }
    }

    /** Forgets the allocation token: the object has been handed out (an unordered publication). */
    static void forgetAllocation(Object[] slots) {
        SLOT.setRelease(slots, slots.length - 1, null);
    }

    private static int stateCount(StaticObject obj, boolean statics) {
        Klass klass = obj.getKlass();
        if (klass instanceof ObjectKlass k) {
            return statics ? k.getStaticFieldTable().length : k.getFieldTable().length;
        }
        if (klass.isArray()) {
            int length = obj.length(EspressoLanguage.get(null));
            return (length + CHUNK_MASK) >>> CHUNK_SHIFT;
        }
        return 0;
    }

    /** Marks an array stored into a @Stable field: its elements are no longer checked. */
    public static void markStable(StaticObject array) {
        while (true) {
            Object s = SHADOW.getAcquire(array);
            if (s instanceof StableArray) {
                return;
            }
            StableArray stable = new StableArray();
            if (s instanceof Object[] slots) {
                stable.syncs[MONITOR_SLOT] = slots[MONITOR_SLOT];
            }
            if (SHADOW.compareAndSet(array, s, stable)) {
                return;
            }
        }
    }

    public static boolean isStable(StaticObject array) {
        return array.goldilocksShadow instanceof StableArray;
    }

    /** The chunk of element states holding {@code index} (created if needed). */
    private static Object[] chunk(StaticObject array, int index) {
        Object[] slots = slots(array, false);
        int i = chunkSlotOf(index);
        Object c = SLOT.getAcquire(slots, i);
        if (c == null) {
            Object[] fresh = new Object[CHUNK_SLOT ? CHUNK_ELEMENTS + 1 : CHUNK_ELEMENTS];
            if (CHUNK_SLOT) {
                int length = array.length(EspressoLanguage.get(null));
                int first = index & ~CHUNK_MASK;
                // Arrays short enough to be claimed whole keep a variable per element (Ownership reads
                // them), but in report mode, where nothing is claimed (the hybrid: a reduction's
                // 64-bucket histogram merged under a lock after every block).
                fresh[CHUNK_ELEMENTS] = COMPACT && (length > CHUNK_ELEMENTS || RaceConfig.REPORT_MODE)
                                ? RaceRuntime.engine().newElementRun(Math.min(CHUNK_ELEMENTS, length - first))
                                : RaceRuntime.engine().newElementBlock();
            }
            c = SLOT.compareAndExchange(slots, i, null, fresh);
            if (c == null) {
                return fresh;
            }
        }
        return (Object[]) c;
    }

    public static Variable variable(StaticObject obj, Field field) {
        Object[] slots = slots(obj, field.isStatic());
        return dataState(slots, slotOf(field), group(slots));
    }

    /**
     * Element {@code index}'s variable. In a run ({@link #run}), the run gives its elements variables
     * of their own from then on: for the accesses that need one (Unsafe, reflection, an unordered
     * publication's writes), not for the array hooks, which check a run's elements through the run.
     */
    public static Variable element(StaticObject array, int index) {
        Object group = GROUPED ? group(slots(array, false)) : null;
        Object[] chunk = chunk(array, index);
        if (COMPACT && chunk[CHUNK_ELEMENTS] instanceof ElementRun run) {
            return RaceRuntime.engine().runElement(run, runIndex(index));
        }
        return (Variable) state(chunk, index & CHUNK_MASK, false, group, null, BLOCKED ? chunk[CHUNK_ELEMENTS] : null);
    }

    /** The run holding element {@code index} of {@code array} (its chunk made if needed), or null if the element has a variable of its own. */
    public static ElementRun run(StaticObject array, int index) {
        return COMPACT && chunk(array, index)[CHUNK_ELEMENTS] instanceof ElementRun run ? run : null;
    }

    /** The element's index in its run. */
    public static int runIndex(int index) {
        return index & CHUNK_MASK;
    }

    /** The object's variable group (see the class comment), or null. */
    private static Object group(Object[] slots) {
        return GROUPED && slots.length >= 3 ? slots[slots.length - 2] : null;
    }

    /** A volatile field's sync variable, or the sync variable of a plain field used atomically. */
    public static SyncVar volatileVar(StaticObject obj, Field field) {
        return syncState(slots(obj, field.isStatic()), slotOf(field), field, field.isStatic() ? null : obj);
    }

    public static SyncVar atomicElement(StaticObject array, int index) {
        if (SHADOW.getAcquire(array) instanceof StableArray stable) {
            return syncState(stable.syncs, 1, array, array); // coarse: one for all elements
        }
        return syncState(chunk(array, index), index & CHUNK_MASK, array, array);
    }

    public static SyncVar monitor(StaticObject obj) {
        return monitorState(slots(obj, false), MONITOR_SLOT, obj, obj);
    }

    public static SyncVar classInit(ObjectKlass klass) {
        return monitorState(slots(klass.getStatics(), true), MONITOR_SLOT, klass, null);
    }

    private static Variable dataState(Object[] states, int i, Object group) {
        return (Variable) state(states, i, false, group, null, null);
    }

    /** {@code owner}: the object whose state the variable is (it dies with it), or null for a class's (statics, initialization). */
    private static SyncVar syncState(Object[] states, int i, Object what, StaticObject owner) {
        return (SyncVar) state(states, i, true, what, owner, null);
    }

    /**
     * The data ({@code sync} false) or synchronization state of location {@code i}, made if it has
     * none: alone, or with the other kind into a {@link DataAndSync}. For data, {@code what} is the
     * object's variable group (or null), and {@code block} an element's block (or null).
     */
    private static Object state(Object[] states, int i, boolean sync, Object what, StaticObject owner, Object block) {
        while (true) {
            Object s = SLOT.getAcquire(states, i);
            if (sync ? s instanceof SyncVar : s instanceof Variable) {
                return s;
            }
            if (s instanceof DataAndSync both) {
                return sync ? both.sync() : both.data();
            }
            Object fresh = sync ? RaceRuntime.engine().newSyncVar(GuestNames.syncVarName(what, owner)) : block != null ? RaceRuntime.engine().newElement(what, block) : RaceRuntime.engine().newVariable(what);
            Object replacement = s == null ? fresh : sync ? new DataAndSync((Variable) s, (SyncVar) fresh) : new DataAndSync((Variable) fresh, (SyncVar) s);
            if (SLOT.compareAndSet(states, i, s, replacement)) {
                return fresh;
            }
        }
    }

    private static SyncVar monitorState(Object[] slots, int i, Object what, StaticObject owner) {
        Object v = SLOT.getAcquire(slots, i);
        if (v == null) {
            SyncVar fresh = RaceRuntime.engine().newSyncVar(GuestNames.syncVarName(what, owner));
            v = SLOT.compareAndExchange(slots, i, null, fresh);
            if (v == null) {
                return fresh;
            }
        }
        return (SyncVar) v;
    }
}
