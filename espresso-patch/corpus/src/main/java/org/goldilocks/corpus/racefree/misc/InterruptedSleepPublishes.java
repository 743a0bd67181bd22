package org.goldilocks.corpus.racefree.misc;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Workers sleep (up to a minute) until main interrupts them; the InterruptedException is how each
 * one determines that it was interrupted, so main's writes before interrupt() are visible in the
 * catch block (JLS 17.4.4, interruption rule).
 */
public class InterruptedSleepPublishes {
    long[] deadlineTable;

    public static void main(String[] args) throws Exception {
        InterruptedSleepPublishes p = new InterruptedSleepPublishes();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        long[] seen = new long[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    Thread.sleep(Waits.UNIT.toMillis(Waits.SECONDS));
                    throw new AssertionError("never interrupted");
                } catch (InterruptedException expected) {
                    seen[id] = p.deadlineTable[id];
                }
            }, "sleeper-" + i);
            ts[i].start();
        }
        long[] table = new long[n];
        for (int i = 0; i < n; i++) {
            table[i] = 100L * (i + 1);
        }
        p.deadlineTable = table;
        for (Thread t : ts) {
            t.interrupt();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int i = 0; i < n; i++) {
            if (seen[i] != 100L * (i + 1)) {
                throw new AssertionError(seen[i]);
            }
        }
    }
}
