package org.goldilocks.hw.accuracy;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

import org.goldilocks.hw.cost.Baseline;
import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.cost.CycleLedger;
import org.goldilocks.hw.lardish.Lardish;
import org.goldilocks.hw.machine.MachineEvents;
import org.goldilocks.hw.machine.SyncOp;

/**
 * LARD's accuracy analysis over one execution (§4.4, §5.2): the same event stream drives the six
 * {@link Variant}s at once, and each dynamic access is scored against ground truth, the access ids
 * the software engine flagged. LARD runs on the cached LARDISH (its cycles are the cost estimate);
 * the others on the flat one (same verdicts, no costs). The baseline prices the same stream
 * without detection.
 */
public final class AccuracyAnalysis implements MachineEvents, GroundTruth {
    private final CostModel cost;
    private final CycleLedger lardLedger = new CycleLedger();
    private final Map<Variant, LardSystem> systems = new EnumMap<>(Variant.class);
    private final Map<Variant, Tally> tallies = new EnumMap<>(Variant.class);
    private final Tally truthTally = new Tally();
    private final Baseline baseline;
    private final Set<Long> truth;

    /** Ground truth told as it comes ({@link #racy}). */
    public AccuracyAnalysis(int hardwareThreads, CostModel cost) {
        this(hardwareThreads, cost, Set.of());
    }

    /** Ground truth given up front (more may come through {@link #racy}). */
    public AccuracyAnalysis(int hardwareThreads, CostModel cost, Set<Long> groundTruth) {
        this.cost = cost;
        this.truth = new HashSet<>(groundTruth);
        this.baseline = new Baseline(hardwareThreads, cost);
        for (Variant v : Variant.values()) {
            Lardish lard = v == Variant.LARD
                    ? Lardish.cached(hardwareThreads, cost, lardLedger)
                    : Lardish.flat(hardwareThreads, cost);
            CycleLedger ledger = v == Variant.LARD ? lardLedger : new CycleLedger();
            systems.put(v, new LardSystem(v, lard, ledger, hardwareThreads, cost.vcEntryCycles()));
            tallies.put(v, new Tally());
        }
    }

    @Override
    public void racy(long accessId) {
        truth.add(accessId);
    }

    @Override
    public void access(int hw, long address, int size, boolean write, boolean tracked, int site, long accessId) {
        baseline.access(hw, address, size, write, tracked, site, accessId);
        boolean flagged = truth.remove(accessId); // each id names one dynamic access
        if (flagged) {
            truthTally.record(true, true, site);
        }
        for (LardSystem s : systems.values()) {
            boolean reported = s.access(hw, address, size, write, tracked, site, accessId);
            tallies.get(s.variant()).record(reported, flagged, site);
        }
    }

    @Override
    public void languageSync(int hw, SyncOp op, long syncId) {
        baseline.languageSync(hw, op, syncId);
        systems.values().forEach(s -> s.languageSync(hw, op, syncId));
    }

    @Override
    public void systemSync(int hw, SyncOp op, long syncId) {
        baseline.systemSync(hw, op, syncId);
        systems.values().forEach(s -> s.systemSync(hw, op, syncId));
    }

    @Override
    public void thread(int hw, int languageThread) {
        systems.values().forEach(s -> s.thread(hw, languageThread));
    }

    @Override
    public void clearHistory(int hw, long address, int length) {
        systems.values().forEach(s -> s.clearHistory(hw, address, length));
    }

    @Override
    public void copyHistory(int hw, long source, long destination, int length) {
        systems.values().forEach(s -> s.copyHistory(hw, source, destination, length));
    }

    /** One detector's counts so far. */
    public DetectorCounts counts(Variant v) {
        return tallies.get(v).counts();
    }

    public GroundTruthCounts groundTruth() {
        return truthTally.truthCounts();
    }

    /** LARD's cost estimate so far. */
    public CostReport cost() {
        long base = baseline.cycles();
        long detection = lardLedger.detectionCycles();
        double overhead = base == 0 ? 1.0 : (double) (base + detection) / base;
        return new CostReport(base, detection, base + detection, overhead, lardLedger.transitions(),
                baseline.accesses(), baseline.syncs(), lardLedger.asMap(), cost.asMap());
    }

    /** The report, with the collector's name, the machine's extra figures and the VM's names of sites. */
    public AccuracyReport report(String gc, Map<String, Object> machine, IntFunction<String> siteNames) {
        Map<String, DetectorCounts> detectors = new LinkedHashMap<>();
        for (Variant v : Variant.values()) {
            detectors.put(v.key(), counts(v));
        }
        Tally lard = tallies.get(Variant.LARD);
        Map<String, List<String>> lardSites = new LinkedHashMap<>();
        lardSites.put("false", names(lard.falseSites(), siteNames));
        lardSites.put("missed", names(lard.missedSites(), siteNames));
        return new AccuracyReport(gc, groundTruth(), detectors, cost(), machine, lardSites);
    }

    private static List<String> names(List<Integer> sites, IntFunction<String> siteNames) {
        return sites.stream().limit(AccuracyReport.SITES_LISTED).map(siteNames::apply).toList();
    }
}
