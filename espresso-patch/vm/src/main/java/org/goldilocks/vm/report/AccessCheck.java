package org.goldilocks.vm.report;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.Variable;
import org.goldilocks.vm.hw.HwFeed;
import org.goldilocks.vm.policy.HybridScope;
import org.goldilocks.vm.policy.Suppressions;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.threads.VmThread;

import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * The checked slow path every data access ends in (fields, array elements, and through them clone,
 * System.arraycopy, Unsafe/VarHandle plain accesses, reflective array accesses, an unordered
 * publication's recovered writes): report the access to the engine with its site token and, if it
 * races, hand the verdict to {@link OnRace}. Naming the variable is deferred to that point:
 * {@code holder} is the {@code Field} for a field, or the array object for an element ({@code index}
 * then its index).
 *
 * <p>Accesses made by code of a suppressed method ({@code method} entries of the suppression lists)
 * are not reported to the engine at all: like an access the VM does not see, that can only hide a
 * race, never invent one.
 */
public final class AccessCheck {
    private AccessCheck() {
    }

    public static void check(VmThread current, Variable variable, AccessKind kind, Method method, int bci, Object holder, int index,
                    StaticObject object) {
        if (Suppressions.suppressesMethod(method) || (RaceConfig.HYBRID && !HybridScope.checks(method, holder))) {
            return;
        }
        Object token = SiteTokens.of(method, bci, holder);
        if (HwFeed.ON) {
            checkFeeding(current, variable, kind, method, bci, holder, index, object, token);
            return;
        }
        Race race = RaceRuntime.engine().access(current.state, variable, kind, token);
        if (race != null) {
            OnRace.respond(current, race, kind, variable, holder, index, token);
        }
    }

    /**
     * {@link #check} for element {@code index} of {@code array}, element {@code element} of the
     * compact run {@code run} (never with the hardware model, nor in report mode but with the
     * hybrid, whose commit is nothing: {@code shadow.Shadows}).
     */
    public static void checkRun(VmThread current, ElementRun run, int element, AccessKind kind, Method method, int bci, StaticObject array, int index) {
        if (Suppressions.suppressesMethod(method) || (RaceConfig.HYBRID && !HybridScope.checks(method, array))) {
            return;
        }
        Object token = SiteTokens.of(method, bci, array);
        Race race = RaceRuntime.engine().accessRun(current.state, run, element, kind, token);
        if (race != null) {
            OnRace.respond(current, race, kind, null, array, index, token); // refused, or (the hybrid) reported: nothing to commit
        }
    }

    /**
     * With {@code --hw-model}: the engine's verdict and the model's access in one step under the
     * model's lock, the report-mode commit too, so that both see the same order of events
     * (docs/hw-model.md, "Ordering"); the race is logged after the lock is let go (reporting it may
     * touch guest volatiles, whose stripe locks come before the model's lock).
     */
    private static void checkFeeding(VmThread current, Variable variable, AccessKind kind, Method method, int bci, Object holder, int index,
                    StaticObject object, Object token) {
        Race race;
        synchronized (HwFeed.lock()) {
            race = RaceRuntime.engine().access(current.state, variable, kind, token);
            HwFeed.access(current.state, object, holder, index, kind == AccessKind.WRITE, Site.of(method, bci), race != null);
            if (race != null && RaceConfig.REPORT_MODE) {
                RaceRuntime.engine().commit(current.state, variable, kind, token);
            }
        }
        if (race != null) {
            OnRace.respond(current, race, kind, variable, holder, index, token, RaceConfig.REPORT_MODE);
        }
    }
}
