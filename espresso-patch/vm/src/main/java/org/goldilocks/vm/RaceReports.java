package org.goldilocks.vm;

import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;

import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.meta.Meta;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.EspressoException;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Turns an engine's race verdict into the guest {@code org.goldilocks.DataRaceException}, thrown
 * from the hook before the access happens. Inside the bytecode loop it is dispatched to the guest's
 * handlers at the current bytecode, exactly as if that bytecode had thrown.
 */
final class RaceReports {
    static final String EXCEPTION_CLASS = "org.goldilocks.DataRaceException";
    private static volatile ObjectKlass exceptionKlass;

    private RaceReports() {
    }

    static EspressoException raise(VmThread current, Race race, String variable, Site site) {
        String message = message(current, race, variable, site);
        if (RaceConfig.DEBUG_RACES) {
            System.err.println("[goldilocks] DataRaceException: " + message);
        }
        Meta meta = EspressoContext.get(null).getMeta();
        current.busy++; // constructing the exception runs guest code: do not check it
        try {
            throw meta.throwExceptionWithMessage(exceptionKlass(meta), message);
        } finally {
            current.busy--;
        }
    }

    /**
     * {@code write of demo.Counter.count by thread "worker-2" (holding no locks) at
     * demo.Counter.run(Counter.java:14) races with an earlier write by thread "worker-1" (holding no
     * locks) at demo.Counter.run(Counter.java:14)}
     */
    static String message(VmThread current, Race race, String variable, Site site) {
        return race.kind().lowerCase() + " of " + variable
                        + " by thread \"" + VmThreads.nameOf(current.state) + "\"" + locks(current.state.locksHeld())
                        + " at " + site
                        + " races with an earlier " + race.earlierKind().lowerCase()
                        + " by thread \"" + VmThreads.nameOf(race.earlierThread()) + "\"" + locks(race.earlierLocks())
                        + " at " + race.earlierSite();
    }

    private static String locks(LockSet locks) {
        if (locks.isEmpty()) {
            return " (holding no locks)";
        }
        StringBuilder sb = new StringBuilder(" (holding ");
        for (int i = 0; i < locks.size(); i++) {
            SyncVar l = locks.get(i);
            sb.append(i == 0 ? "" : ", ").append(l.description());
        }
        return sb.append(')').toString();
    }

    private static ObjectKlass exceptionKlass(Meta meta) {
        ObjectKlass k = exceptionKlass;
        if (k == null) {
            Klass found = meta.loadKlassOrNull(meta.getTypes().fromClassGetName(EXCEPTION_CLASS), StaticObject.NULL, StaticObject.NULL);
            if (!(found instanceof ObjectKlass ok)) {
                throw new IllegalStateException(EXCEPTION_CLASS + " is not on the guest boot class path (run the program with bin/goldilocks)");
            }
            exceptionKlass = k = ok;
        }
        return k;
    }
}
