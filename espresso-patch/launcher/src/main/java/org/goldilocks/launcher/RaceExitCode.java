package org.goldilocks.launcher;

import org.goldilocks.report.RaceLog;

/**
 * {@code --race-exit-code=<n>}: a run that would end with status 0 but found races ends with
 * {@code n}, as ThreadSanitizer's {@code exitcode} does, so a CI step running a plain {@code main}
 * fails too. Any racy access logged counts: in report mode every race, in throw mode every
 * DataRaceException raised (an uncaught one ends only its own thread, so without this the program
 * may well end with 0). A non-zero status of the program's own is kept: it already fails.
 */
final class RaceExitCode {
    private RaceExitCode() {
    }

    static int apply(Integer raceExitCode, int status, RaceLog log) {
        if (raceExitCode == null || status != 0 || log.racyAccesses() == 0) {
            return status;
        }
        return raceExitCode;
    }
}
