package org.goldilocks.hw.cost;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every constant of the simulated machine and of LARDISH's cycle costs. Where each default comes
 * from is in docs/hw-model.md ("Cost model"): the software-manager transition is the paper's 100
 * cycles (§5.3); the cache geometry and latencies are those of an Intel Haswell core (Intel 64 and
 * IA-32 Architectures Optimization Reference Manual, cache parameters table); the rest are this
 * model's stated assumptions.
 *
 * @param lineBytes               cache line, also the unit of a cached access history
 * @param pageBytes               the page of {@code ClearHistory}/{@code CopyHistory} (§4.1)
 * @param l1Bytes                 private first-level cache per hardware thread
 * @param l1Ways                  its associativity
 * @param l1Cycles                its hit latency
 * @param llcBytes                shared last-level cache
 * @param llcWays                 its associativity
 * @param llcCycles               its hit latency, also a transfer from another core's L1
 * @param memoryCycles            a miss in every level
 * @param instructionCycles       the memory instruction itself (CPI 1)
 * @param syncCycles              an atomic read-modify-write (lock or volatile), in both runs
 * @param checkCycles             a tracked access's check and history update when its history is in the core's L1
 * @param managerTransitionCycles one transition to LARDISH's software manager (§5.3)
 * @param softwareLineCycles      the manager's work on one line of histories (move, clear, copy)
 * @param vcEntryCycles           one vector-clock entry moved by ReadVC/WriteVC or joined in software
 * @param invalidateLineCycles    ClearHistory invalidating one cached line
 */
public record CostModel(
        int lineBytes, int pageBytes,
        int l1Bytes, int l1Ways, int l1Cycles,
        int llcBytes, int llcWays, int llcCycles,
        int memoryCycles, int instructionCycles, int syncCycles,
        int checkCycles, int managerTransitionCycles, int softwareLineCycles,
        int vcEntryCycles, int invalidateLineCycles) {

    /** The defaults (docs/hw-model.md, "Cost model"). */
    public static final CostModel DEFAULT = new CostModel(
            64, 4096,
            32 * 1024, 8, 4,
            8 * 1024 * 1024, 16, 36,
            200, 1, 20,
            1, 100, 20,
            1, 1);

    public CostModel {
        requirePowerOfTwo("lineBytes", lineBytes);
        requirePowerOfTwo("pageBytes", pageBytes);
        if (pageBytes < lineBytes) {
            throw new IllegalArgumentException("pageBytes " + pageBytes + " < lineBytes " + lineBytes);
        }
        requireGeometry("l1", l1Bytes, l1Ways, lineBytes);
        requireGeometry("llc", llcBytes, llcWays, lineBytes);
        for (int cycles : new int[] {l1Cycles, llcCycles, memoryCycles, instructionCycles, syncCycles, checkCycles,
                managerTransitionCycles, softwareLineCycles, vcEntryCycles, invalidateLineCycles}) {
            if (cycles < 0) {
                throw new IllegalArgumentException("negative cycle cost " + cycles);
            }
        }
    }

    /** The same costs on another geometry (tests use tiny caches and pages to force every path). */
    public CostModel withGeometry(int line, int page, int l1, int l1Associativity, int llc, int llcAssociativity) {
        return new CostModel(line, page, l1, l1Associativity, l1Cycles, llc, llcAssociativity, llcCycles,
                memoryCycles, instructionCycles, syncCycles, checkCycles, managerTransitionCycles,
                softwareLineCycles, vcEntryCycles, invalidateLineCycles);
    }

    public int l1Sets() {
        return l1Bytes / lineBytes / l1Ways;
    }

    public int llcSets() {
        return llcBytes / lineBytes / llcWays;
    }

    /** The constants by name, for the report's {@code cost.constants}. */
    public Map<String, Integer> asMap() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("lineBytes", lineBytes);
        m.put("pageBytes", pageBytes);
        m.put("l1Bytes", l1Bytes);
        m.put("l1Ways", l1Ways);
        m.put("l1Cycles", l1Cycles);
        m.put("llcBytes", llcBytes);
        m.put("llcWays", llcWays);
        m.put("llcCycles", llcCycles);
        m.put("memoryCycles", memoryCycles);
        m.put("instructionCycles", instructionCycles);
        m.put("syncCycles", syncCycles);
        m.put("checkCycles", checkCycles);
        m.put("managerTransitionCycles", managerTransitionCycles);
        m.put("softwareLineCycles", softwareLineCycles);
        m.put("vcEntryCycles", vcEntryCycles);
        m.put("invalidateLineCycles", invalidateLineCycles);
        return m;
    }

    private static void requirePowerOfTwo(String name, int value) {
        if (value <= 0 || Integer.bitCount(value) != 1) {
            throw new IllegalArgumentException(name + " " + value + " is not a power of two");
        }
    }

    private static void requireGeometry(String name, int bytes, int ways, int line) {
        if (ways <= 0 || bytes <= 0 || bytes % (line * ways) != 0) {
            throw new IllegalArgumentException(name + ": " + bytes + " bytes is not a whole number of "
                    + ways + "-way sets of " + line + "-byte lines");
        }
    }
}
