package org.goldilocks.hw.lardish;

import org.goldilocks.hw.cache.SetAssociativeCache;
import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.cost.CycleLedger;
import org.goldilocks.hw.cost.CycleLedger.Path;

/**
 * LARDISH's organisation of access histories (§4.2, after RADISH, Devietti et al., ISCA 2012):
 * histories are cached per line in a private L1 of each hardware thread and a shared last-level
 * cache, and a {@link SoftwareManager} keeps what the last level evicts.
 *
 * <p>A line's history is in exactly one place at a time (one L1, the last level, or the manager),
 * so no two copies can disagree: an access moves it into the accessing core's L1 (from another
 * L1 or the last level: the last level's latency; from the manager: a transition), an L1 eviction
 * moves it to the last level, and a last-level eviction moves it to the manager (a transition).
 * Empty histories are dropped instead of moved. {@code ClearHistory} invalidates cached lines in
 * place and, in one transition, clears those the manager holds. {@code CopyHistory} evicts every
 * line of both ranges to the manager, which then copies (one transition): evict-then-copy.
 */
public final class CachedHistories implements HistoryStore {
    private final CostModel cost;
    private final CycleLedger ledger;
    private final SetAssociativeCache<LineHistory>[] l1;
    private final SetAssociativeCache<LineHistory> llc;
    private final SoftwareManager manager;

    @SuppressWarnings("unchecked")
    public CachedHistories(int hardwareThreads, CostModel cost, CycleLedger ledger) {
        this.cost = cost;
        this.ledger = ledger;
        this.l1 = new SetAssociativeCache[hardwareThreads];
        for (int i = 0; i < hardwareThreads; i++) {
            l1[i] = new SetAssociativeCache<>(cost.l1Sets(), cost.l1Ways());
        }
        this.llc = new SetAssociativeCache<>(cost.llcSets(), cost.llcWays());
        this.manager = new SoftwareManager(cost.lineBytes(), cost.pageBytes());
    }

    @Override
    public LineHistory forAccess(int hw, long line) {
        LineHistory h = l1[hw].get(line);
        if (h != null) {
            return h;
        }
        for (int other = 0; other < l1.length; other++) {
            if (other != hw && (h = l1[other].remove(line)) != null) {
                ledger.charge(Path.REMOTE_TRANSFER, cost.llcCycles());
                return install(hw, line, h);
            }
        }
        if ((h = llc.remove(line)) != null) {
            ledger.charge(Path.LLC_FILL, cost.llcCycles());
            return install(hw, line, h);
        }
        if (manager.pageHasHistories(line)) {
            ledger.transition();
            h = manager.remove(line);
            ledger.charge(Path.MANAGER_FILL, cost.managerTransitionCycles() + (h == null ? 0 : cost.softwareLineCycles()));
            return install(hw, line, h == null ? new LineHistory(cost.lineBytes()) : h);
        }
        ledger.charge(Path.NEW_LINE, 0);
        return install(hw, line, new LineHistory(cost.lineBytes()));
    }

    @Override
    public void clear(int hw, long address, int length) {
        long cycles = 0;
        boolean software = false;
        long first = Math.floorDiv(address, cost.lineBytes());
        long last = Math.floorDiv(address + length - 1, cost.lineBytes());
        for (long line = first; line <= last; line++) {
            int holder = cachedIn(line);
            if (holder != NOT_CACHED) {
                cycles += cost.invalidateLineCycles();
                SetAssociativeCache<LineHistory> cache = holder == LLC ? llc : l1[holder];
                LineHistory h = cache.peek(line);
                long lineStart = line * cost.lineBytes();
                h.clear((int) Math.max(0, address - lineStart), (int) Math.min(cost.lineBytes(), address + length - lineStart));
                if (h.isEmpty()) {
                    cache.remove(line); // invalidated
                }
            } else if (manager.pageHasHistories(line)) {
                software = true;
            }
        }
        if (software) {
            ledger.transition();
            int held = manager.clear(address, length);
            cycles += cost.managerTransitionCycles() + (long) held * cost.softwareLineCycles();
        }
        ledger.charge(Path.CLEAR, cycles);
    }

    @Override
    public void copy(int hw, long source, long destination, int length) {
        ledger.transition();
        long cycles = cost.managerTransitionCycles();
        cycles += evictToManager(source, length);
        cycles += evictToManager(destination, length);
        int written = manager.copy(source, destination, length);
        cycles += (long) written * cost.softwareLineCycles();
        ledger.charge(Path.COPY, cycles);
    }

    /** Where the line's history is: a hardware thread's L1, {@link #LLC}, the manager or nowhere. For tests. */
    public String whereIs(long line) {
        int holder = cachedIn(line);
        if (holder == LLC) {
            return "llc";
        }
        if (holder != NOT_CACHED) {
            return "l1:" + holder;
        }
        return manager.holds(line) ? "manager" : "none";
    }

    private static final int LLC = -1;
    private static final int NOT_CACHED = -2;

    private int cachedIn(long line) {
        for (int i = 0; i < l1.length; i++) {
            if (l1[i].contains(line)) {
                return i;
            }
        }
        return llc.contains(line) ? LLC : NOT_CACHED;
    }

    private LineHistory install(int hw, long line, LineHistory h) {
        SetAssociativeCache.Evicted<LineHistory> out = l1[hw].put(line, h);
        if (out != null && !out.value().isEmpty()) {
            SetAssociativeCache.Evicted<LineHistory> spilled = llc.put(out.line(), out.value());
            if (spilled != null && !spilled.value().isEmpty()) {
                ledger.transition();
                ledger.charge(Path.MANAGER_SPILL, cost.managerTransitionCycles() + cost.softwareLineCycles());
                manager.put(spilled.line(), spilled.value());
            }
        }
        return h;
    }

    /** Moves every cached line of the range to the manager; returns the software cycles it took. */
    private long evictToManager(long address, int length) {
        long cycles = 0;
        long first = Math.floorDiv(address, cost.lineBytes());
        long last = Math.floorDiv(address + length - 1, cost.lineBytes());
        for (long line = first; line <= last; line++) {
            int holder = cachedIn(line);
            if (holder == NOT_CACHED) {
                continue;
            }
            LineHistory h = (holder == LLC ? llc : l1[holder]).remove(line);
            if (!h.isEmpty()) {
                manager.put(line, h);
                cycles += cost.softwareLineCycles();
            }
        }
        return cycles;
    }
}
