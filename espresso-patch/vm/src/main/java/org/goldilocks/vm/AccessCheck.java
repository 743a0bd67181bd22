package org.goldilocks.vm;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

import com.oracle.truffle.espresso.impl.Method;

/**
 * The checked slow path every data-access hook ends in (fields; arrays, Unsafe, reflection when
 * they come): report the access to the engine with its site and, if it races, hand the verdict to
 * {@link RaceResponse}. Naming the variable is deferred to that point: {@code holder} is the
 * {@code Field} for a field, or the array object for an element ({@code index} then its index).
 */
final class AccessCheck {
    private AccessCheck() {
    }

    static void check(ThreadState thread, VmThread current, Variable variable, AccessKind kind, Method method, int bci, Object holder, int index) {
        Site site = Sites.of(method, bci);
        Race race = RaceRuntime.engine().access(thread, variable, kind, site);
        if (race != null) {
            RaceResponse.respond(current, race, kind, variable, Names.variable(holder, index), site);
        }
    }
}
