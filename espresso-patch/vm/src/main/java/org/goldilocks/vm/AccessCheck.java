package org.goldilocks.vm;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

import com.oracle.truffle.espresso.impl.Method;

/**
 * The checked slow path every data-access hook ends in (fields; arrays, Unsafe, reflection when
 * they come): report the access to the engine with its site token and, if it races, hand the
 * verdict to {@link RaceResponse}. Naming the variable is deferred to that point: {@code holder} is
 * the {@code Field} for a field, or the array object for an element ({@code index} then its index).
 *
 * <p>Accesses made by code of a suppressed method ({@code method} entries of the suppression lists)
 * are not reported to the engine at all: like an access the VM does not see, that can only hide a
 * race, never invent one.
 */
final class AccessCheck {
    private AccessCheck() {
    }

    static void check(ThreadState thread, VmThread current, Variable variable, AccessKind kind, Method method, int bci, Object holder, int index) {
        if (Suppressions.suppressesMethod(method)) {
            return;
        }
        Object token = SiteTokens.of(method, bci, holder);
        Race race = RaceRuntime.engine().access(thread, variable, kind, token);
        if (race != null) {
            RaceResponse.respond(thread, current, race, kind, variable, holder, index, token);
        }
    }
}
