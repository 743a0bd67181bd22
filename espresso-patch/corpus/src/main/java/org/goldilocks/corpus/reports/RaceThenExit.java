package org.goldilocks.corpus.reports;

import org.goldilocks.corpus.support.Signal;

/**
 * For report mode: a race (logged, performed), then System.exit(3) while another thread still runs;
 * with argument {@code hang}, main waits forever instead (the launcher is then stopped from outside).
 */
public class RaceThenExit {
    int data;

    public static void main(String[] args) throws Exception {
        Warm.signals();
        RaceThenExit p = new RaceThenExit();
        Signal written = new Signal();
        Signal.start("writer", () -> {
            p.data = 1;
            written.raise();
            sleepForever(); // still running at System.exit
        });
        written.await();
        System.out.println("read " + p.data); // RACY READ
        if (args.length > 0 && args[0].equals("hang")) {
            sleepForever();
        }
        System.exit(3);
    }

    /** Blocks without using a CPU (after the racing accesses: nothing to order). */
    private static void sleepForever() {
        try {
            while (true) {
                Thread.sleep(60_000);
            }
        } catch (InterruptedException e) {
            // stop
        }
    }
}
