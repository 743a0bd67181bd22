package org.goldilocks.vm;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.Variable;

/**
 * What the runtime does when an access hook's engine call finds a race: the one entry point every
 * access hook (fields, and later arrays, Unsafe, reflection) calls. Today: throw the guest
 * DataRaceException before the access (the access does not happen, the variable's detector state
 * is unchanged).
 */
final class RaceResponse {
    private RaceResponse() {
    }

    /**
     * @param current the thread whose access raced
     * @param race the engine's verdict
     * @param kind the current access
     * @param variable the engine variable accessed (for committing the access when it is performed anyway)
     * @param variableName what the developer calls the variable ({@code pkg.Class.field})
     * @param site where the current access is
     */
    static void respond(VmThread current, Race race, AccessKind kind, Variable variable, String variableName, Site site) {
        throw RaceReports.raise(current, race, variableName, site);
    }
}
