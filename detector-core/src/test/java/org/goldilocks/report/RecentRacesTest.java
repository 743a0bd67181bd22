package org.goldilocks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The recent racy accesses' reports behind the guest API's "races since mark". */
class RecentRacesTest {
    private static final RaceReport A = RaceLogTest.report("a", 10, 11);
    private static final RaceReport B = RaceLogTest.report("b", 20, 21);

    @Test
    void keepsNothingUntilAsked() {
        RecentRaces recent = new RecentRaces(4);
        assertFalse(recent.listening());
        recent.add(1, A);
        assertEquals(List.of(), recent.since(0));
        recent.listen();
        recent.add(2, A);
        assertEquals(List.of(A), recent.since(0));
    }

    @Test
    void sinceAMarkEachDistinctReportOnceInOrder() {
        RecentRaces recent = new RecentRaces(8);
        recent.listen();
        recent.add(1, A);
        recent.add(2, B);
        recent.add(3, A);
        assertEquals(List.of(A, B), recent.since(0));
        assertEquals(List.of(B, A), recent.since(1));
        assertEquals(List.of(A), recent.since(2));
        assertEquals(List.of(), recent.since(3));
        assertEquals(2, recent.keptSince(1, 3));
    }

    @Test
    void boundedRingForgetsTheOldest() {
        RecentRaces recent = new RecentRaces(2);
        recent.listen();
        recent.add(1, A);
        recent.add(2, B);
        recent.add(3, B);
        assertEquals(List.of(B), recent.since(0));
        assertEquals(2, recent.keptSince(0, 3));
        assertTrue(recent.capacity() == 2);
    }
}
