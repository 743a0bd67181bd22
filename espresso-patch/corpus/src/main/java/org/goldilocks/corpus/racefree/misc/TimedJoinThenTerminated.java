package org.goldilocks.corpus.racefree.misc;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Termination detected by a timed join(millis) that returns with the thread dead (checked with
 * isAlive()) and by polling getState() until TERMINATED: JLS 17.4.4, the final action of a thread
 * synchronizes-with any action of another thread that detects that it has terminated.
 */
public class TimedJoinThenTerminated {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        long[] results = new long[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> results[id] = (id + 1) * 1000L, "worker-" + i);
            ts[i].start();
        }
        for (int i = 0; i < n; i++) {
            if (i % 2 == 0) {
                ts[i].join(Waits.UNIT.toMillis(Waits.SECONDS));
                if (ts[i].isAlive()) {
                    throw new AssertionError("still alive");
                }
            } else {
                long deadline = Waits.deadline();
                while (ts[i].getState() != Thread.State.TERMINATED) {
                    Waits.spin(deadline);
                }
            }
            if (results[i] != (i + 1) * 1000L) {
                throw new AssertionError(results[i]);
            }
        }
    }
}
