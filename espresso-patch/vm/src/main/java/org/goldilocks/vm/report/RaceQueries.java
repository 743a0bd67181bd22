package org.goldilocks.vm.report;

import java.util.List;

import org.goldilocks.report.RaceLog;
import org.goldilocks.report.RaceReport;
import org.goldilocks.report.RecentRaces;
import org.goldilocks.report.TextReport;
import org.goldilocks.vm.runtime.RaceConfig;

/**
 * The answers to the guest API {@code org.goldilocks.Races} (its methods are substituted by
 * {@code org.goldilocks.vm.hooks.VmSubstitutions}): the run's racy accesses counted by
 * {@link RaceLog#global()}, and the reports of the recent ones ({@link RecentRaces#global()}, fed by
 * {@link OnRace} once a guest has asked).
 */
public final class RaceQueries {
    private RaceQueries() {
    }

    public static boolean detecting() {
        return RaceConfig.ENABLED;
    }

    public static long count() {
        RecentRaces.global().listen();
        return RaceLog.global().racyAccesses();
    }

    public static String reportsSince(long mark) {
        RecentRaces recent = RecentRaces.global();
        recent.listen();
        long now = RaceLog.global().racyAccesses();
        if (now <= mark) {
            return "";
        }
        List<RaceReport> reports = recent.since(mark);
        StringBuilder sb = new StringBuilder();
        for (RaceReport r : reports) {
            sb.append(TextReport.format(r));
        }
        long missing = now - mark - recent.keptSince(mark, now);
        if (missing > 0) {
            sb.append("(").append(missing).append(" more racy access").append(missing == 1 ? "" : "es")
                            .append(" without a report here: see the race reports on stderr or --race-report)\n");
        }
        return sb.toString();
    }

    /** Called by {@link OnRace} after logging a racy access. */
    static void occurred(RaceLog.Occurrence o) {
        RecentRaces recent = RecentRaces.global();
        if (recent.listening()) {
            recent.add(RaceLog.global().racyAccesses(), o.report());
        }
    }
}
