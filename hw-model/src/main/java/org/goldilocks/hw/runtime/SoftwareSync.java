package org.goldilocks.hw.runtime;

import java.util.HashMap;
import java.util.Map;

import org.goldilocks.hw.cost.CycleLedger;
import org.goldilocks.hw.cost.CycleLedger.Path;
import org.goldilocks.hw.lard.Lard;
import org.goldilocks.hw.lardish.VectorClock;

/**
 * The runtime's half of LARDx86 synchronization: the clocks of synchronization variables live in
 * software, keyed by the runtime's own sync ids, and every edge goes through ReadVC/WriteVC on the
 * clock of the language thread running on a hardware thread (FastTrack's rules, as the software
 * FastTrack engine applies them: docs/engine.md).
 * <ul>
 *   <li>release: {@code L := L ⊔ C_t}, then {@code C_t[t] := C_t[t] + 1} (a new epoch of t);</li>
 *   <li>acquire: {@code C_t := C_t ⊔ L}.</li>
 * </ul>
 * A monitor exit/enter, a volatile write/read, a fork/start and an end/join are each a release on
 * one side and an acquire on the other; the caller picks the sync ids.
 */
public final class SoftwareSync {
    private final Lard lard;
    private final CycleLedger ledger;
    private final long vcEntryCycles;
    private final Map<Long, long[]> clocks = new HashMap<>();

    public SoftwareSync(Lard lard, CycleLedger ledger, long vcEntryCycles) {
        this.lard = lard;
        this.ledger = ledger;
        this.vcEntryCycles = vcEntryCycles;
    }

    /** Release by {@code thread}, which runs on {@code hw}. */
    public void release(int hw, int thread, long syncId) {
        long[] mine = lard.readVC(hw);
        long[] published = VectorClock.join(clocks.getOrDefault(syncId, new long[0]).clone(), mine);
        clocks.put(syncId, published);
        if (mine.length <= thread) {
            mine = java.util.Arrays.copyOf(mine, thread + 1);
        }
        mine[thread]++;
        ledger.add(Path.VECTOR_CLOCK, (long) published.length * vcEntryCycles); // the software join
        lard.writeVC(hw, mine);
    }

    /** Acquire by the thread running on {@code hw}. */
    public void acquire(int hw, long syncId) {
        long[] published = clocks.get(syncId);
        if (published == null) {
            return; // nothing was ever released there: the edge is empty, no instruction needed
        }
        long[] mine = VectorClock.join(lard.readVC(hw), published);
        ledger.add(Path.VECTOR_CLOCK, (long) published.length * vcEntryCycles);
        lard.writeVC(hw, mine);
    }
}
