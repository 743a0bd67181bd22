package org.goldilocks.vm.shadow;

import java.lang.invoke.VarHandle;

import org.goldilocks.engine.EpochToken;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Which objects are still reachable only from their allocating thread's stack. An object is tagged
 * with its allocating thread's {@linkplain EpochToken epoch token} ({@code ObjectHooks.afterNew});
 * the first store of its reference anywhere in the heap (a field, static or not, plain, volatile or
 * final; an array element; an Unsafe/VarHandle store; the VM's own stores of guest fields) swaps
 * the tag for its escaped twin, before the store makes the reference loadable. So an unescaped tag
 * means no other thread has ever been able to load the reference, in any epoch: whatever its
 * allocator wrote to it is unknown to every other thread, which {@link FinalFreeze} relies on.
 * Thread.start hands the new thread its Thread object without a store: it escapes there too.
 *
 * <p>Not seen: references that leave through JNI or VM-internal tables (the intern table, constant
 * pools). Such an object could be frozen while another thread holds it, and a race on the
 * allocator's writes before the freeze missed; never a race invented.
 *
 * <p>Inline: one load and a type test for an object without a tag (null shadow) or already
 * escaped; the compare-and-set is paid once per object, at its first store.
 */
public final class Escapes {
    private static final VarHandle SHADOW = Shadows.SHADOW;

    private Escapes() {
    }

    /** {@code value} is being (or has just been) stored into the heap. Null and untagged objects: nothing. */
    public static void stored(StaticObject value) {
        if (value == null) {
            return;
        }
        Object s = value.goldilocksShadow;
        if (s instanceof EpochToken t) {
            if (!t.hasEscaped() && !SHADOW.compareAndSet(value, s, t.escaped())) {
                storedSlow(value); // its slots were made meanwhile: the tag moved into them
            }
        } else if (s instanceof Object[] slots) {
            Shadows.escapeAllocation(slots);
        }
    }

    @TruffleBoundary
    private static void storedSlow(StaticObject value) {
        Object s = value.goldilocksShadow;
        while (s instanceof EpochToken t && !t.hasEscaped()) {
            Object witness = SHADOW.compareAndExchange(value, s, t.escaped());
            if (witness == s) {
                return;
            }
            s = witness;
        }
        if (s instanceof Object[] slots) {
            Shadows.escapeAllocation(slots);
        }
    }
}
