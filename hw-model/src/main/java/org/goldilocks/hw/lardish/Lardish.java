package org.goldilocks.hw.lardish;

import java.util.ArrayList;
import java.util.List;

import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.cost.CycleLedger;
import org.goldilocks.hw.cost.CycleLedger.Path;
import org.goldilocks.hw.lard.Lard;
import org.goldilocks.hw.lard.LardFault;
import org.goldilocks.hw.lard.Pages;

/**
 * LARDISH (§4.2, Appendix A): a happens-before race detector over addresses behind the
 * {@link Lard} interface. Per byte, the last write and each thread's last read since it
 * ({@link Location}); per language thread, a vector clock, which {@link #readVC}/{@link #writeVC}
 * expose to the runtime and {@link #thread} swaps in and out of a hardware thread. An access
 * races iff it conflicts with an access in the history of one of its bytes that does not
 * happen-before it; it is recorded either way (report mode).
 *
 * <p>Where histories live is the {@link HistoryStore}'s business; this class charges the check
 * itself, the vector-clock transfers and the thread swaps to the {@link CycleLedger}.
 */
public final class Lardish implements Lard {
    /** Largest access, in bytes: a cache line of x86's widest store. */
    public static final int MAX_ACCESS_BYTES = 64;
    private static final int NO_THREAD = -1;

    private final CostModel cost;
    private final HistoryStore histories;
    private final CycleLedger ledger;
    private final int[] running;
    /** Per language thread: its clock (the hardware's while it runs, the manager's copy while it does not). */
    private final List<VectorClock> clocks = new ArrayList<>();
    /** Per language thread: the hardware thread it runs on, or {@link #NO_THREAD}. */
    private final List<Integer> runsOn = new ArrayList<>();

    public Lardish(int hardwareThreads, CostModel cost, HistoryStore histories, CycleLedger ledger) {
        if (hardwareThreads <= 0) {
            throw new IllegalArgumentException("no hardware threads");
        }
        this.cost = cost;
        this.histories = histories;
        this.ledger = ledger;
        this.running = new int[hardwareThreads];
        java.util.Arrays.fill(running, NO_THREAD);
    }

    /** LARDISH with its RADISH-style caches and software manager, costs charged to {@code ledger}. */
    public static Lardish cached(int hardwareThreads, CostModel cost, CycleLedger ledger) {
        return new Lardish(hardwareThreads, cost, new CachedHistories(hardwareThreads, cost, ledger), ledger);
    }

    /** The same detector with every history in one table (same verdicts, no placement costs). */
    public static Lardish flat(int hardwareThreads, CostModel cost) {
        return new Lardish(hardwareThreads, cost, new FlatHistories(cost.lineBytes()), new CycleLedger());
    }

    @Override
    public boolean trackedAccess(int hw, long address, int size, boolean write, int site, long accessId) {
        int thread = runningOn(hw);
        checkAccess(address, size);
        VectorClock clock = clocks.get(thread);
        boolean racy = false;
        int lineBytes = cost.lineBytes();
        long end = address + size;
        long at = address;
        while (at < end) {
            long line = Math.floorDiv(at, lineBytes);
            long lineStart = line * lineBytes;
            long lineEnd = Math.min(end, lineStart + lineBytes);
            LineHistory h = histories.forAccess(hw, line);
            racy |= h.access((int) (at - lineStart), (int) (lineEnd - lineStart), thread, clock, write);
            at = lineEnd;
        }
        ledger.charge(Path.CHECK, cost.checkCycles());
        return racy;
    }

    @Override
    public void untrackedAccess(int hw, long address, int size, boolean write) {
        runningOn(hw);
        checkAccess(address, size);
    }

    @Override
    public long[] readVC(int hw) {
        long[] vc = clocks.get(runningOn(hw)).toArray();
        ledger.charge(Path.VECTOR_CLOCK, (long) vc.length * cost.vcEntryCycles());
        return vc;
    }

    @Override
    public void writeVC(int hw, long[] clock) {
        int thread = runningOn(hw);
        for (long entry : clock) {
            if (entry < 0) {
                throw new LardFault("WriteVC on hardware thread " + hw + ": negative entry " + entry);
            }
        }
        clocks.set(thread, new VectorClock(clock));
        ledger.charge(Path.VECTOR_CLOCK, (long) clock.length * cost.vcEntryCycles());
    }

    @Override
    public void thread(int hw, int languageThread) {
        checkHardwareThread(hw);
        if (languageThread < 0) {
            throw new LardFault("Thread: negative language thread " + languageThread);
        }
        if (running[hw] == languageThread) {
            return;
        }
        while (clocks.size() <= languageThread) {
            clocks.add(null);
            runsOn.add(NO_THREAD);
        }
        int elsewhere = runsOn.get(languageThread);
        if (elsewhere != NO_THREAD) {
            throw new LardFault("Thread(" + hw + ", " + languageThread + "): language thread "
                    + languageThread + " is running on hardware thread " + elsewhere);
        }
        long moved = 0;
        int old = running[hw];
        if (old != NO_THREAD) {
            runsOn.set(old, NO_THREAD);
            moved += clocks.get(old).length(); // saved by the manager
        }
        if (clocks.get(languageThread) == null) {
            VectorClock fresh = new VectorClock();
            fresh.set(languageThread, 1); // epochs start at 1: clock 0 is "nothing yet"
            clocks.set(languageThread, fresh);
        }
        moved += clocks.get(languageThread).length();
        running[hw] = languageThread;
        runsOn.set(languageThread, hw);
        ledger.transition();
        ledger.charge(Path.THREAD_SWAP, cost.managerTransitionCycles() + moved * cost.vcEntryCycles());
    }

    @Override
    public void clearHistory(int hw, long address, int length) {
        checkHardwareThread(hw);
        Pages.requireWithinPage("ClearHistory", address, length, cost.pageBytes());
        histories.clear(hw, address, length);
    }

    @Override
    public void copyHistory(int hw, long source, long destination, int length) {
        checkHardwareThread(hw);
        Pages.requireWithinPage("CopyHistory source", source, length, cost.pageBytes());
        Pages.requireWithinPage("CopyHistory destination", destination, length, cost.pageBytes());
        histories.copy(hw, source, destination, length);
    }

    /** The language thread on {@code hw}, or -1. */
    public int runningThread(int hw) {
        checkHardwareThread(hw);
        return running[hw];
    }

    private int runningOn(int hw) {
        checkHardwareThread(hw);
        int t = running[hw];
        if (t == NO_THREAD) {
            throw new LardFault("hardware thread " + hw + " runs no language thread (Thread first)");
        }
        return t;
    }

    private void checkHardwareThread(int hw) {
        if (hw < 0 || hw >= running.length) {
            throw new LardFault("no hardware thread " + hw + " (there are " + running.length + ")");
        }
    }

    private static void checkAccess(long address, int size) {
        if (address < 0 || size < 1 || size > MAX_ACCESS_BYTES) {
            throw new LardFault("access of " + size + " bytes at " + address);
        }
    }
}
