package org.goldilocks.vm.hooks;

import org.goldilocks.vm.hybrid.CallAction;

/**
 * What a method's calls mean to the hybrid engine (a java.util.concurrent lock taken or let go, a
 * channel's send or receive) or, with the other engines, to reports (a java.util.concurrent lock
 * taken or let go), decided once when Espresso makes the method's {@code BytecodeNode}
 * ({@link CallHooks#roleOf}) and kept in a final field the patch adds to it, so at a compiled
 * method entry or return the test is a constant. Null for every method with {@code --race=off},
 * and for most methods otherwise.
 */
public final class CallRole {
    final CallAction[] atEntry;
    final CallAction[] atReturn;

    public CallRole(CallAction[] atEntry, CallAction[] atReturn) {
        this.atEntry = atEntry;
        this.atReturn = atReturn;
    }
}
