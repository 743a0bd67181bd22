package org.goldilocks.hw.accuracy;

import java.util.Arrays;

import org.goldilocks.hw.cost.CycleLedger;
import org.goldilocks.hw.lardish.Lardish;
import org.goldilocks.hw.machine.SyncOp;
import org.goldilocks.hw.runtime.SoftwareSync;

/**
 * One detector of the analysis: a LARDISH, the runtime library driving its clocks, and what its
 * {@link Variant} lets through. The variants differ only in what they are told, never in the
 * detector: AllMem gets system accesses as tracked ones, AllSync gets system synchronization as
 * edges (its own sync clocks, apart from the language's), NoClear and NoCopy never get those
 * operations.
 */
final class LardSystem {
    private final Variant variant;
    private final Lardish lard;
    private final SoftwareSync language;
    private final SoftwareSync system;
    private final int[] running;

    LardSystem(Variant variant, Lardish lard, CycleLedger ledger, int hardwareThreads, long vcEntryCycles) {
        this.variant = variant;
        this.lard = lard;
        this.language = new SoftwareSync(lard, ledger, vcEntryCycles);
        this.system = new SoftwareSync(lard, new CycleLedger(), vcEntryCycles);
        this.running = new int[hardwareThreads];
        Arrays.fill(running, -1);
    }

    Variant variant() {
        return variant;
    }

    /** True if this detector reports the access. */
    boolean access(int hw, long address, int size, boolean write, boolean tracked, int site, long accessId) {
        if (tracked || variant.tracksSystemAccesses()) {
            return lard.trackedAccess(hw, address, size, write, site, accessId);
        }
        lard.untrackedAccess(hw, address, size, write);
        return false;
    }

    void languageSync(int hw, SyncOp op, long syncId) {
        sync(language, hw, op, syncId);
    }

    void systemSync(int hw, SyncOp op, long syncId) {
        if (variant.ordersBySystemSync()) {
            sync(system, hw, op, syncId);
        }
    }

    void thread(int hw, int languageThread) {
        lard.thread(hw, languageThread);
        running[hw] = languageThread;
    }

    void clearHistory(int hw, long address, int length) {
        if (variant.clears()) {
            lard.clearHistory(hw, address, length);
        }
    }

    void copyHistory(int hw, long source, long destination, int length) {
        if (variant.copies()) {
            lard.copyHistory(hw, source, destination, length);
        }
    }

    private void sync(SoftwareSync library, int hw, SyncOp op, long syncId) {
        if (op == SyncOp.RELEASE) {
            library.release(hw, running[hw], syncId);
        } else {
            library.acquire(hw, syncId);
        }
    }
}
