package org.goldilocks.vm.report;

import org.goldilocks.engine.Race;
import org.goldilocks.report.TextReport;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.threads.VmThread;
import org.goldilocks.vm.threads.VmThreads;

import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.meta.Meta;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.EspressoException;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Turns an engine's race verdict into the guest {@code org.goldilocks.DataRaceException}, thrown
 * from the hook before the access happens: inside the bytecode loop it is dispatched to the guest's
 * handlers at the current bytecode, exactly as if that bytecode had thrown.
 */
final class DataRaceExceptions {
    private static final String EXCEPTION_CLASS = "org.goldilocks.DataRaceException";
    private static volatile ObjectKlass exceptionKlass;

    private DataRaceExceptions() {
    }

    static EspressoException raise(VmThread current, Race race, String variable, Site site) {
        String message = message(current, race, variable, site);
        if (RaceConfig.DEBUG_RACES) {
            System.err.println("[goldilocks] DataRaceException: " + message);
        }
        Meta meta = EspressoContext.get(null).getMeta();
        current.beginDetectorCode(); // constructing the exception runs guest code: do not check it
        try {
            throw meta.throwExceptionWithMessage(exceptionKlass(meta), message);
        } finally {
            current.endDetectorCode();
        }
    }

    /**
     * {@code write of demo.Counter.count by thread "worker-2" (holding no locks) at
     * demo.Counter.run(Counter.java:14) races with an earlier write by thread "worker-1" (holding no
     * locks) at demo.Counter.run(Counter.java:14)}
     */
    private static String message(VmThread current, Race race, String variable, Site site) {
        return race.kind().lowerCase() + " of " + variable
                        + " by thread \"" + VmThreads.nameOf(current.state) + "\" (" + TextReport.locks(ReportBuilder.lockNames(current.state.locksHeld())) + ")"
                        + " at " + site
                        + " races with an earlier " + race.earlierKind().lowerCase()
                        + " by thread \"" + VmThreads.nameOf(race.earlierThread()) + "\" (" + TextReport.locks(ReportBuilder.lockNames(race.earlierLocks())) + ")"
                        + " at " + race.earlierSite();
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
