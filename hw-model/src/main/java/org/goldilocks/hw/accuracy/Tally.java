package org.goldilocks.hw.accuracy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** One detector's reports against ground truth, per dynamic access, with their distinct sites. */
final class Tally {
    private long dre;
    private long falseDre;
    private long missedDre;
    private final Set<Integer> sites = new HashSet<>();
    private final Set<Integer> falseSites = new HashSet<>();
    private final Set<Integer> missedSites = new HashSet<>();

    /** One access: did the detector report it, and does ground truth? */
    void record(boolean reported, boolean truth, int site) {
        if (reported) {
            dre++;
            sites.add(site);
            if (!truth) {
                falseDre++;
                falseSites.add(site);
            }
        } else if (truth) {
            missedDre++;
            missedSites.add(site);
        }
    }

    DetectorCounts counts() {
        return new DetectorCounts(dre, sites.size(), falseDre, falseSites.size(), missedDre, missedSites.size());
    }

    /** The distinct sites of the false reports, in order. */
    List<Integer> falseSites() {
        return falseSites.stream().sorted().toList();
    }

    /** The distinct sites of the missed races, in order. */
    List<Integer> missedSites() {
        return missedSites.stream().sorted().toList();
    }

    GroundTruthCounts truthCounts() {
        return new GroundTruthCounts(dre, sites.size());
    }
}
