package org.goldilocks.vm.hooks;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.hw.HwFeed;
import org.goldilocks.vm.policy.FenceSites;
import org.goldilocks.vm.policy.FieldPolicy;
import org.goldilocks.vm.policy.PreallocatedErrors;
import org.goldilocks.vm.report.AccessCheck;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.shadow.Escapes;
import org.goldilocks.vm.shadow.FinalFreeze;
import org.goldilocks.vm.shadow.Ownership;
import org.goldilocks.vm.shadow.Shadows;
import org.goldilocks.vm.shadow.SyncAccess;
import org.goldilocks.vm.threads.VmThread;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * The field hooks: called by the patched getfield/putfield/getstatic/putstatic paths
 * ({@code BytecodeNode.getField/putField}) and by the bytecode-inlined trivial getters and
 * setters ({@code InlinedGetterNode/InlinedSetterNode}), which bypass them.
 *
 * <p>{@code before*} runs after the receiver's null check and before the access; {@code after*}
 * right after it. For a plain field, {@code before*} checks the access (and throws the guest
 * DataRaceException before it happens); {@code after*} folds away. For a volatile field the pair
 * brackets the access with its stripe lock and reports it as synchronization. Field, method and
 * bci are partial-evaluation constants at every call site, so each site compiles to just the
 * branch it needs.
 */
public final class FieldHooks {
    private FieldHooks() {
    }

    public static void beforeGet(Node node, SlowPathProfile profile, Method method, int bci, StaticObject receiver, Field field) {
        before(node, profile, method, bci, receiver, field, false);
    }

    public static void afterGet(SlowPathProfile profile, Method method, int bci, StaticObject receiver, Field field) {
        after(profile, method, bci, receiver, field, false);
    }

    public static void beforePut(Node node, SlowPathProfile profile, Method method, int bci, StaticObject receiver, Field field) {
        before(node, profile, method, bci, receiver, field, true);
    }

    public static void afterPut(SlowPathProfile profile, Method method, int bci, StaticObject receiver, Field field) {
        after(profile, method, bci, receiver, field, true);
    }

    /**
     * The VM's own host code writes a guest field for the current thread (a substitution such as
     * {@code Reference.<init>}, thread termination). A volatile field's write is synchronization
     * and must be recorded, atomically with the real write, exactly as a putfield would; pair with
     * {@link #afterHostPut}. Plain host writes are not tracked: a missed data access can only hide
     * a race, never invent one.
     */
    public static void beforeHostPut(StaticObject receiver, Field field) {
        if (RaceConfig.ENABLED && FieldPolicy.of(field) == FieldPolicy.SYNC) {
            enterVolatile(receiver, field);
        }
    }

    public static void afterHostPut(StaticObject receiver, Field field) {
        after(null, null, -1, receiver, field, true);
    }

    /** The host reads a guest field for the current thread: for a volatile one, a volatile read. */
    public static void beforeHostGet(StaticObject receiver, Field field) {
        if (RaceConfig.ENABLED && FieldPolicy.of(field) == FieldPolicy.SYNC) {
            enterVolatile(receiver, field);
        }
    }

    public static void afterHostGet(StaticObject receiver, Field field) {
        after(null, null, -1, receiver, field, false);
    }

    private static void before(Node node, SlowPathProfile profile, Method method, int bci, StaticObject receiver, Field field, boolean write) {
        if (!RaceConfig.ENABLED) {
            return;
        }
        byte policy = sitePolicy(profile, method, bci, field);
        if (policy == FieldPolicy.DATA) {
            ThreadState thread = VmThreads.cached(node);
            // With --hw-model every access goes to the model (HwFeed.ON is static final: folds away when off).
            if (thread == null || HwFeed.ON || !(Ownership.covers(receiver, thread, write)
                            || profile.enterState(SlowPathProfile.FIELD_STATE) && Shadows.canSkip(receiver, field, thread.epochWord(), write))) {
                profile.enter();
                checkAccess(thread, method, bci, receiver, field, write); // the thread at hand: no lookup behind the boundary
            }
        } else if (policy == FieldPolicy.SYNC) {
            enterVolatile(receiver, field);
        } else if (field.isStatic()) {
            // Not checked itself, but may lead to what <clinit> wrote (a static final table).
            ClassInitHooks.observeStatic(node, profile, field);
        }
    }

    private static void after(SlowPathProfile profile, Method method, int bci, StaticObject receiver, Field field, boolean write) {
        if (!RaceConfig.ENABLED) {
            return;
        }
        byte policy = sitePolicy(profile, method, bci, field);
        if (write && !field.getKind().isPrimitive() && !field.isHidden()) {
            // Read back: a plain field's racing overwrite raises before it happens, a volatile one's
            // waits for the stripe lock; only a suppressed field's may slip in (a missed mark).
            StaticObject value = field.getObject(receiver);
            if (policy == FieldPolicy.FREEZE) {
                FinalFreeze.afterStore(value); // before the store counts as an escape (it is the freeze's own)
            } else if (policy == FieldPolicy.STABLE_ARRAY) {
                markStable(value);
            }
            Escapes.stored(value); // any field, checked or not: its reference is in the heap now
        }
        if (policy == FieldPolicy.SYNC) {
            exitVolatile(receiver, field, write);
        }
    }

    /**
     * The field's policy at this access: a plain field is synchronization where the JDK's fences
     * order the access (policy.FenceSites, docs/semantics.md "Fences"). A constant at a compiled
     * site. The host's own accesses ({@code profile} null) have no site.
     */
    private static byte sitePolicy(SlowPathProfile profile, Method method, int bci, Field field) {
        byte policy = FieldPolicy.of(field);
        return policy == FieldPolicy.DATA && profile != null && profile.fenceSite(method, bci) != FenceSites.NONE ? FieldPolicy.SYNC : policy;
    }

    /**
     * The VM made a guest string in host code (a literal, a class name, a property), storing its
     * bytes into {@code String.value} without the field hooks. That field is {@code @Stable}: the
     * array is marked as a guest constructor's store would mark it ({@link FieldPolicy#STABLE_ARRAY}).
     * Unmarked, every thread read a literal's bytes through the checked path again in each new epoch
     * (a string concatenation copies them), and each such copy looked for its site on the stack.
     */
    public static void vmMadeString(StaticObject string, Field value) {
        if (RaceConfig.ENABLED && FieldPolicy.of(value) == FieldPolicy.STABLE_ARRAY) {
            markStable(value.getObject(string));
        }
    }

    @TruffleBoundary
    private static void markStable(StaticObject array) {
        if (StaticObject.notNull(array) && array.isArray()) {
            Shadows.markStable(array);
        }
    }

    @TruffleBoundary
    private static void checkAccess(ThreadState cached, Method method, int bci, StaticObject receiver, Field field, boolean write) {
        VmThread vt = VmThreads.checking(cached);
        if (vt == null) {
            return;
        }
        if (field.isStatic()) {
            ClassInitHooks.observe(vt, field.getDeclaringKlass());
        } else if (PreallocatedErrors.contains(receiver)) {
            return;
        }
        AccessCheck.check(vt, Shadows.variable(receiver, field), write ? AccessKind.WRITE : AccessKind.READ, method, bci, field, -1, receiver);
        Ownership.afterCheck(receiver, field.isStatic(), vt.state, write);
    }

    /**
     * Takes the volatile field's stripe lock; the read or write is reported in exitVolatile, after
     * the real access and before the lock is let go (JLS 17.4.4 synchronization order).
     */
    @TruffleBoundary
    private static void enterVolatile(StaticObject receiver, Field field) {
        SyncAccess.enter(Shadows.volatileVar(receiver, field));
    }

    @TruffleBoundary
    private static void exitVolatile(StaticObject receiver, Field field, boolean write) {
        ThreadState thread = VmThreads.current();
        if (thread != null && field.isStatic()) {
            ClassInitHooks.observe(VmThread.of(thread), field.getDeclaringKlass());
        }
        SyncAccess.exit(Shadows.volatileVar(receiver, field), write ? SyncAccess.WRITE : SyncAccess.READ);
    }
}
