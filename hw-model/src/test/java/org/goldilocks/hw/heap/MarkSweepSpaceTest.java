package org.goldilocks.hw.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.goldilocks.hw.HwConfig;
import org.goldilocks.hw.HwModel;
import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.machine.HwModelException;
import org.goldilocks.hw.machine.Recorder;
import org.goldilocks.hw.machine.Recorder.Clear;
import org.junit.jupiter.api.Test;

/** Mark-sweep's allocator: reuse by size, splitting, coalescing of free neighbours and with the bump region. */
class MarkSweepSpaceTest {
    static final long S = 1 << 20;

    @Test
    void whenNothingFitsFreeCellsCoalesceWithTheirNeighboursOnBothSides() {
        MarkSweepSpace m = new MarkSweepSpace(S, 160);
        long a = m.allocate(32);
        long b = m.allocate(48);
        long c = m.allocate(64);
        m.allocate(16); // live, and the space is full
        m.release(a, 32);
        m.release(c, 64);
        m.release(b, 48); // between a and c
        assertEquals(3, m.freeCells()); // not merged while nothing asks for it
        assertEquals(a, m.allocate(144)); // fits a..c merged
        assertEquals(0, m.freeCells());
        assertEquals(-1, m.allocate(16));
    }

    @Test
    void aLeftOrARightNeighbourAloneCoalescesToo() {
        MarkSweepSpace m = new MarkSweepSpace(S, 128);
        long a = m.allocate(32);
        long b = m.allocate(32);
        m.allocate(16); // live
        long d = m.allocate(16);
        long e = m.allocate(16);
        m.allocate(16); // live, and the space is full
        m.release(b, 32);
        m.release(a, 32); // b is its right neighbour
        m.release(e, 16);
        m.release(d, 16); // e is its right neighbour
        assertEquals(4, m.freeCells());
        assertEquals(a, m.allocate(64));
        assertEquals(1, m.freeCells());
        assertEquals(d, m.allocate(32));
        MarkSweepSpace r = new MarkSweepSpace(S, 80);
        long x = r.allocate(32);
        long y = r.allocate(32);
        r.allocate(16); // live
        r.release(x, 32);
        r.release(y, 32); // x is its left neighbour
        assertEquals(x, r.allocate(64));
    }

    @Test
    void aFreeRunThatReachesTheBumpPointerGoesBackToTheBumpRegion() {
        MarkSweepSpace m = new MarkSweepSpace(S, 128);
        long a = m.allocate(32);
        long b = m.allocate(32);
        long c = m.allocate(32);
        m.release(b, 32);
        m.release(c, 32); // b..c end at the bump pointer
        assertEquals(b, m.allocate(96)); // b..c and the 32 bytes left: coalesced into the bump region
        assertEquals(0, m.freeCells());
        assertEquals(0, m.freeBytes());
        assertEquals(S + 128, m.bump());
        m.release(a, 32);
        assertEquals(a, m.allocate(32));
    }

    @Test
    void exactSizeReuseNeedsNoCoalescing() {
        MarkSweepSpace m = new MarkSweepSpace(S, 96);
        long a = m.allocate(32);
        long b = m.allocate(32);
        m.allocate(32);
        m.release(a, 32);
        m.release(b, 32);
        assertEquals(b, m.allocate(32)); // the most recently freed cell, as it was
        assertEquals(1, m.freeCells());
        assertEquals(a, m.allocate(32));
    }

    @Test
    void reuseIsByExactSizeMostRecentlyFreedFirstElseTheSmallestLargerCellSplit() {
        MarkSweepSpace m = new MarkSweepSpace(S, 4096);
        long[] cells = new long[8];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = m.allocate(i % 2 == 0 ? 32 : 16); // 32-byte cells apart, with live 16-byte cells between
        }
        long big = m.allocate(96);
        m.allocate(16); // live, after big
        m.release(cells[0], 32);
        m.release(cells[2], 32);
        m.release(cells[4], 32);
        assertEquals(cells[4], m.allocate(32)); // most recently freed
        assertEquals(cells[2], m.allocate(32));
        m.release(big, 96);
        m.release(cells[6], 32);
        assertEquals(cells[6], m.allocate(16)); // smallest larger: a 32-byte one (the more recent), split
        assertEquals(cells[6] + 16, m.allocate(16)); // its rest
        assertEquals(cells[0], m.allocate(32));
        assertEquals(big, m.allocate(48));
        assertEquals(big + 48, m.allocate(48));
        assertEquals(0, m.freeCells());
    }

    @Test
    void releasingWhatIsNotAllocatedIsABug() {
        MarkSweepSpace m = new MarkSweepSpace(S, 4096);
        long a = m.allocate(64);
        m.allocate(16);
        m.release(a, 32);
        assertThrows(IllegalStateException.class, () -> m.release(a, 32));
        assertThrows(IllegalStateException.class, () -> m.release(a + 16, 32));
        assertThrows(IllegalStateException.class, () -> m.release(S + 4096, 16));
    }

    /**
     * Random allocations and frees against a map of 16-byte granules: cells never overlap, stay in
     * the space, and a request fails exactly when no run of free granules is long enough (free space
     * is maximal runs: coalescing is complete).
     */
    @Test
    void randomUseMatchesAGranuleMap() {
        Random rnd = new Random(18);
        for (int round = 0; round < 50; round++) {
            int granules = 64 + rnd.nextInt(512);
            MarkSweepSpace m = new MarkSweepSpace(S, granules * 16L);
            boolean[] used = new boolean[granules];
            List<long[]> live = new ArrayList<>();
            for (int op = 0; op < 2000; op++) {
                if (!live.isEmpty() && rnd.nextInt(3) == 0) {
                    long[] cell = live.remove(rnd.nextInt(live.size()));
                    m.release(cell[0], cell[1]);
                    mark(used, cell, false);
                } else {
                    long size = 16L * (1 + (rnd.nextInt(4) == 0 ? rnd.nextInt(granules / 4) : rnd.nextInt(4)));
                    long a = m.allocate(size);
                    if (a < 0) {
                        assertTrue(longestFreeRun(used) * 16L < size, "a run was long enough for " + size);
                    } else {
                        long[] cell = {a, size};
                        assertEquals(0, (a - S) % 16);
                        assertTrue(a >= S && a + size <= S + granules * 16L);
                        for (int g = (int) ((a - S) / 16); g < (a - S + size) / 16; g++) {
                            assertFalse(used[g], "overlap at granule " + g);
                        }
                        mark(used, cell, true);
                        live.add(cell);
                    }
                }
                long usedBytes = live.stream().mapToLong(c -> c[1]).sum();
                assertEquals(granules * 16L, usedBytes + m.freeBytes() + (S + granules * 16L - m.bump()));
            }
        }
    }

    private static void mark(boolean[] used, long[] cell, boolean value) {
        for (int g = (int) ((cell[0] - S) / 16); g < (cell[0] - S + cell[1]) / 16; g++) {
            used[g] = value;
        }
    }

    private static int longestFreeRun(boolean[] used) {
        int best = 0;
        int run = 0;
        for (boolean u : used) {
            run = u ? 0 : run + 1;
            best = Math.max(best, run);
        }
        return best;
    }

    /** The case of issue 18: small dead objects all over the heap, then one large array: after the collection it fits. */
    @Test
    void aLargeCellFitsAfterACollectionOfSmallNeighboursEachClearedOnItsOwn() {
        Recorder events = new Recorder();
        HwModel model = new HwModel(new HwConfig(4096 * 4, GcKind.MARKSWEEP, 2, 1000, CostModel.DEFAULT), events, id -> {
        });
        int n = 4096 * 4 / 64;
        for (int i = 0; i < n; i++) {
            model.allocate(101, i, 48); // 64-byte cells: the heap is full
        }
        for (int i = 0; i < n - 1; i++) {
            model.unreachable(i); // all but the last
        }
        model.allocate(102, n, 8000); // needs 8016 contiguous bytes
        assertEquals(SimHeap.BASE, model.heap().object(n).address());
        assertEquals(1, model.heap().stats().collections());
        List<Clear> clears = events.of(Clear.class);
        assertEquals(n - 1, clears.size()); // one ClearHistory per freed cell, as before coalescing
        for (int i = 0; i < clears.size(); i++) {
            assertEquals(new Clear(model.config().collectorHw(), SimHeap.BASE + 64L * i, 64), clears.get(i));
        }
    }

    @Test
    void aHeapFullOfLiveDataIsStillAOneLineError() {
        HwModel model = new HwModel(new HwConfig(4096 * 2, GcKind.MARKSWEEP, 2, 1000, CostModel.DEFAULT), new Recorder(), id -> {
        });
        for (int i = 0; i < 4096 * 2 / 64; i++) {
            model.allocate(101, i, 48);
        }
        for (int i = 0; i < 4096 * 2 / 64; i += 2) {
            model.unreachable(i); // every other one: 64-byte holes, never adjacent
        }
        HwModelException e = assertThrows(HwModelException.class, () -> model.allocate(101, 1000, 100));
        assertEquals("simulated heap of 8k (marksweep) exhausted: no room for a cell of 128 bytes after a collection; use a larger --hw-heap",
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        model.allocate(101, 1001, 48); // a hole still takes a cell of its size
    }
}
