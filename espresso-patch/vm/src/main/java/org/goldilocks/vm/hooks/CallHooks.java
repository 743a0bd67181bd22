package org.goldilocks.vm.hooks;

import org.goldilocks.vm.hybrid.CallRoles;
import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.impl.Method;

/**
 * Method entry and normal return of the methods with a role: for the hybrid engine
 * (docs/engine.md, "What the VM must feed"), java.util.concurrent locks (lockset facts, PPoPP'03
 * sec. 2.2) and channel methods (messages of the limited happens-before order, sec. 3.2); for
 * Goldilocks and FastTrack, the java.util.concurrent locks only, whose names reports show
 * (docs/engine.md, "Report-only locks"). Patched into {@code BytecodeNode}: the role is computed in
 * its constructor, the two calls sit at the method's entry and at its return bytecodes. With
 * {@code --race=off} {@link #roleOf} is null for every method and both calls fold away; otherwise
 * a method without a role (all but a few JDK lock methods, unless the hybrid runs) costs one
 * compare of a constant, and none of this is on the field and array paths.
 */
public final class CallHooks {
    private CallHooks() {
    }

    /** When the method's bytecode node is made: its role, or null (always null with {@code --race=off}). */
    public static CallRole roleOf(Method method) {
        return RaceConfig.ENABLED ? CallRoles.of(method) : null;
    }

    /** At the method's entry (not on an on-stack-replacement or continuation resume); {@code args}: the frame's arguments, receiver first. */
    public static void onEntry(CallRole role, Object[] args) {
        if (RaceConfig.ENABLED && role != null && role.atEntry != null) {
            run(role.atEntry, args, null);
        }
    }

    /** At a return bytecode, with the value returned (boxed; {@code StaticObject.NULL} for void). */
    public static void onReturn(CallRole role, Object[] args, Object result) {
        if (RaceConfig.ENABLED && role != null && role.atReturn != null) {
            run(role.atReturn, args, result);
        }
    }

    @TruffleBoundary
    private static void run(org.goldilocks.vm.hybrid.CallAction[] actions, Object[] args, Object result) {
        for (org.goldilocks.vm.hybrid.CallAction a : actions) {
            a.run(args, result);
        }
    }
}
