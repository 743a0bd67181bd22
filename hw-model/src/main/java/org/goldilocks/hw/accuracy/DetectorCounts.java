package org.goldilocks.hw.accuracy;

/**
 * One detector's row of Table 3 (§5.2): reported dynamic accesses (DRE) and their distinct sites
 * (PC); false ones (reported, not in ground truth) and missed ones (in ground truth, not reported),
 * each as accesses and as the distinct sites of those accesses.
 */
public record DetectorCounts(long dre, long pc, long falseDre, long falsePc, long missedDre, long missedPc) {
}
