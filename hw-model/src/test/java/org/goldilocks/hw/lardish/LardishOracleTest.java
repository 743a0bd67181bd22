package org.goldilocks.hw.lardish;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Random;
import java.util.function.Function;

import org.goldilocks.hw.cost.CycleLedger;
import org.goldilocks.hw.lard.Lard;
import org.goldilocks.hw.lardish.AddressTrace.Op;
import org.goldilocks.hw.lardish.AddressTrace.Trace;
import org.junit.jupiter.api.Test;

/**
 * LARDISH is precise: on random address-level traces with ClearHistory, CopyHistory and Thread
 * mixed in, it reports exactly the accesses the brute-force happens-before oracle reports, both
 * with its RADISH-style caches on a tiny machine (every access evicts, fills and spills) and with
 * a flat table. And the harness can fail: detectors with a rule broken are caught.
 */
class LardishOracleTest {
    /** Traces per detector; -Dhw.traces raises it, lowers it only with -Dhw.quick=true. */
    static final int REQUIRED = 100_000;
    static final long SEED = Long.getLong("hw.seed", 20140301L); // ASPLOS 2014

    static int traces() {
        int n = Integer.getInteger("hw.traces", REQUIRED);
        if (n < REQUIRED && !Boolean.getBoolean("hw.quick")) {
            throw new AssertionError("-Dhw.traces=" + n + " is below " + REQUIRED + " (-Dhw.quick=true for a quick run)");
        }
        return n;
    }

    static Trace trace(long i) {
        return AddressTrace.generate(new Random(SEED * 0x9E3779B97F4A7C15L + i));
    }

    static final Function<Trace, Lard> CACHED =
            t -> Lardish.cached(t.hardwareThreads(), t.machine(), new CycleLedger());
    static final Function<Trace, Lard> FLAT = t -> Lardish.flat(t.hardwareThreads(), t.machine());

    @Test
    void cachedAndFlatLardishAgreeWithTheOracleOnEveryAccess() {
        int n = traces();
        long racy = 0;
        long accesses = 0;
        long transitions = 0;
        for (long i = 0; i < n; i++) {
            Trace trace = trace(i);
            boolean[] expected = AddressOracle.racy(trace.ops());
            CycleLedger ledger = new CycleLedger();
            boolean[] cached = AddressReplay.run(trace.ops(), Lardish.cached(trace.hardwareThreads(), trace.machine(), ledger));
            boolean[] flat = AddressReplay.run(trace.ops(), FLAT.apply(trace));
            if (!java.util.Arrays.equals(expected, cached)) {
                fail("trace " + i + " (seed " + SEED + "): cached LARDISH disagrees with the oracle; shrunk: "
                        + AddressReplay.shrink(trace, CACHED));
            }
            if (!java.util.Arrays.equals(expected, flat)) {
                fail("trace " + i + " (seed " + SEED + "): flat LARDISH disagrees with the oracle; shrunk: "
                        + AddressReplay.shrink(trace, FLAT));
            }
            transitions += ledger.transitions();
            for (int k = 0; k < expected.length; k++) {
                if (trace.ops().get(k).kind() == AddressTrace.Kind.ACCESS) {
                    accesses++;
                    racy += expected[k] ? 1 : 0;
                }
            }
        }
        // Not vacuous: both verdicts are common, and the caches went to software.
        assertTrue(racy > accesses / 20 && racy < accesses * 19 / 20, racy + " racy of " + accesses);
        assertTrue(transitions > n, transitions + " manager transitions");
    }

    @Test
    void theHarnessCatchesADetectorThatIgnoresClearHistory() {
        assertCaught(t -> new Ablated(Lardish.flat(t.hardwareThreads(), t.machine()), false, true, false));
    }

    @Test
    void theHarnessCatchesADetectorThatIgnoresCopyHistory() {
        assertCaught(t -> new Ablated(Lardish.flat(t.hardwareThreads(), t.machine()), true, false, false));
    }

    @Test
    void theHarnessCatchesADetectorThatKeepsHardwareThreadsForLanguageThreads() {
        assertCaught(t -> new Ablated(Lardish.flat(t.hardwareThreads(), t.machine()), true, true, true));
    }

    @Test
    void theHarnessCatchesCachesThatLoseAnEvictedHistory() {
        assertCaught(t -> new Lardish(t.hardwareThreads(), t.machine(),
                new LossyHistories(t.machine().lineBytes()), new CycleLedger()));
    }

    private static void assertCaught(Function<Trace, Lard> broken) {
        for (long i = 0; i < 20_000; i++) {
            Trace trace = trace(i);
            if (AddressReplay.firstDisagreement(trace, trace.ops(), broken) >= 0) {
                List<Op> shrunk = AddressReplay.shrink(trace, broken);
                assertTrue(AddressReplay.firstDisagreement(trace, shrunk, broken) >= 0);
                return;
            }
        }
        fail("a broken detector agreed with the oracle on 20,000 traces");
    }

    /** A LARDISH with an extension switched off: Clear, Copy, or language-thread identity. */
    private record Ablated(Lardish lard, boolean clears, boolean copies, boolean hardwareIdentity) implements Lard {
        @Override
        public boolean trackedAccess(int hw, long address, int size, boolean write, int site, long accessId) {
            return lard.trackedAccess(hw, address, size, write, site, accessId);
        }

        @Override
        public void untrackedAccess(int hw, long address, int size, boolean write) {
            lard.untrackedAccess(hw, address, size, write);
        }

        @Override
        public long[] readVC(int hw) {
            return lard.readVC(hw);
        }

        @Override
        public void writeVC(int hw, long[] clock) {
            lard.writeVC(hw, clock);
        }

        @Override
        public void thread(int hw, int languageThread) {
            if (!hardwareIdentity) {
                lard.thread(hw, languageThread);
            } else if (lard.runningThread(hw) < 0) {
                lard.thread(hw, hw); // the hardware thread's number stands for whatever runs there
            }
        }

        @Override
        public void clearHistory(int hw, long address, int length) {
            if (clears) {
                lard.clearHistory(hw, address, length);
            }
        }

        @Override
        public void copyHistory(int hw, long source, long destination, int length) {
            if (copies) {
                lard.copyHistory(hw, source, destination, length);
            }
        }
    }

    /** Histories whose every fifth line fetch comes back empty, as if an eviction had been lost. */
    private static final class LossyHistories implements HistoryStore {
        private final FlatHistories flat;
        private final int lineBytes;
        private int fetches;

        LossyHistories(int lineBytes) {
            this.flat = new FlatHistories(lineBytes);
            this.lineBytes = lineBytes;
        }

        @Override
        public LineHistory forAccess(int hw, long line) {
            if (++fetches % 5 == 0) {
                flat.clear(hw, line * lineBytes, lineBytes);
            }
            return flat.forAccess(hw, line);
        }

        @Override
        public void clear(int hw, long address, int length) {
            flat.clear(hw, address, length);
        }

        @Override
        public void copy(int hw, long source, long destination, int length) {
            flat.copy(hw, source, destination, length);
        }
    }
}
