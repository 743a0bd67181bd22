package org.goldilocks.engine.fasttrack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class VectorClockTest {
    @Test
    void joinIsPointwiseMax() {
        VectorClock a = new VectorClock();
        VectorClock b = new VectorClock();
        a.set(0, 3);
        a.set(2, 1);
        b.set(2, 5);
        b.set(6, 7);
        a.joinWith(b);
        assertEquals(3, a.get(0));
        assertEquals(5, a.get(2));
        assertEquals(7, a.get(6));
        assertEquals(0, a.get(100));
        assertEquals(7, a.width());
    }

    /**
     * Threads with ids 0, 5 and 9 hand one lock around: the lock's clock and each thread's clock
     * are joined in turn. Widths must stay at the largest id in play, not double each other.
     */
    @Test
    void alternatingJoinsDoNotGrowWithoutBound() {
        VectorClock[] threads = {new VectorClock(), new VectorClock(), new VectorClock()};
        int[] ids = {0, 5, 9};
        VectorClock lock = new VectorClock();
        for (int round = 0; round < 1000; round++) {
            int t = round % 3;
            threads[t].joinWith(lock); // acquire
            threads[t].set(ids[t], round + 1);
            lock.joinWith(threads[t]); // release
        }
        assertEquals(10, lock.width());
        for (VectorClock c : threads) {
            assertTrue(c.width() <= 10, () -> "a thread clock grew to " + c.width());
        }
    }
}
