package org.goldilocks.hw.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.goldilocks.hw.machine.Recorder;
import org.junit.jupiter.api.Test;

class SchedulerTest {
    final Recorder events = new Recorder();

    @Test
    void oneCoreSwitchesOnEveryChangeOfThread() {
        Scheduler s = new Scheduler(1, 1000, events);
        assertEquals(0, s.place(1));
        assertEquals(0, s.place(1));
        assertEquals(0, s.place(2));
        assertEquals(0, s.place(1));
        assertEquals(List.of(new Recorder.Thread(0, 1), new Recorder.Thread(0, 2), new Recorder.Thread(0, 1)), events.events);
        assertEquals(3, s.switches());
        assertEquals(-1, s.coreOf(2));
    }

    @Test
    void freeCoresFirstThenAThreadAtASwitchPoint() {
        Scheduler s = new Scheduler(2, 3, events);
        assertEquals(0, s.place(1));
        assertEquals(1, s.place(2));
        s.synced(2); // 2 is at a switch point, 1 (least recently used) is not
        assertEquals(1, s.place(3));
        s.accessed(3);
        s.accessed(1);
        s.accessed(1);
        s.accessed(1); // 1 has used its quantum of 3 accesses
        s.place(3); // 3 used more recently
        assertEquals(0, s.place(2));
        s.ended(2);
        assertEquals(0, s.place(4)); // the ended thread's core is free
    }

    @Test
    void withoutASwitchPointTheLeastRecentlyUsedCoreIsTaken() {
        Scheduler s = new Scheduler(2, 1000, events);
        s.place(1);
        s.place(2);
        s.accessed(1);
        s.accessed(2);
        s.place(2);
        assertEquals(0, s.place(3));
    }
}
