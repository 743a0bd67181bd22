package org.goldilocks.bench.guest;

import org.goldilocks.DataRaceException;

/**
 * Not a workload: tells the host benchmark whether this VM detects races, so that a run under the
 * wrong configuration fails instead of being measured. Two threads write one plain field with no
 * synchronization: under happens-before the two writes are unordered whatever the timing, so a
 * race-aware VM throws DataRaceException in exactly one of them; any other VM in neither.
 */
public final class RaceProbe {
    private int field;

    private RaceProbe() {
    }

    public static int racesDetected() throws InterruptedException {
        RaceProbe probe = new RaceProbe();
        Writer a = new Writer(probe);
        Writer b = new Writer(probe);
        Workers.runAll(a, b);
        return a.racesSeen + b.racesSeen; // ordered after both writers by join
    }

    private static final class Writer implements Runnable {
        private final RaceProbe probe;
        int racesSeen;

        Writer(RaceProbe probe) {
            this.probe = probe;
        }

        @Override
        public void run() {
            try {
                probe.field = 1;
            } catch (DataRaceException expected) {
                racesSeen = 1;
            }
        }
    }
}
