package org.goldilocks.vm.report;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.Variable;
import org.goldilocks.report.RaceLog;
import org.goldilocks.report.TextReport;
import org.goldilocks.vm.runtime.RaceConfig;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.threads.VmThread;

/**
 * What the runtime does when an access's engine call finds a race: the one entry point every
 * checked access (fields, arrays, Unsafe, reflection) reaches through {@link AccessCheck}.
 *
 * <p>First the race is logged ({@link RaceLog#global()}, de-duplicated per pair of source
 * locations); the first race at a pair gets its full report built ({@link ReportBuilder}) and, unless
 * {@code --race-stderr=off}, printed on the host's stderr. Then, by mode:
 * <ul>
 * <li>throw (default): the guest DataRaceException is thrown before the access
 * ({@link DataRaceExceptions}; the access does not happen, the variable's detector state is
 * unchanged);</li>
 * <li>report ({@code --race-mode=report}): the access is committed to the engine as if it had been
 * race free and the hook returns, so the access happens and the program goes on.</li>
 * </ul>
 */
final class OnRace {
    private OnRace() {
    }

    /**
     * @param current the current thread
     * @param race the engine's verdict
     * @param kind the current access
     * @param variable the engine variable accessed (committed when the access is performed anyway)
     * @param holder the Field accessed, or the array object
     * @param index the array element's index, -1 for a field
     * @param token the current access's site token (a {@link Site} or a {@link GuestStack})
     */
    static void respond(VmThread current, Race race, AccessKind kind, Variable variable, Object holder, int index, Object token) {
        respond(current, race, kind, variable, holder, index, token, false);
    }

    /** {@code committed}: report mode's commit was already made (with the model's, {@code AccessCheck}). */
    static void respond(VmThread current, Race race, AccessKind kind, Variable variable, Object holder, int index, Object token, boolean committed) {
        Site site = SiteTokens.top(token);
        Object earlier = race.earlierSite();
        Site earlierSite = SiteTokens.top(earlier);
        RaceLog.Occurrence o = RaceLog.global().log(site, earlierSite != null ? earlierSite : String.valueOf(earlier),
                        () -> ReportBuilder.report(current, race, kind, holder, index, token));
        RaceQueries.occurred(o);
        if (o.first() && RaceConfig.PRINT_REPORTS) {
            System.err.print(TextReport.format(o.report()));
            System.err.flush();
        }
        if (RaceConfig.REPORT_MODE) {
            if (!committed) {
                RaceRuntime.engine().commit(current.state, variable, kind, token);
            }
            return;
        }
        throw DataRaceExceptions.raise(current, race, GuestNames.variable(holder, index), site);
    }
}
