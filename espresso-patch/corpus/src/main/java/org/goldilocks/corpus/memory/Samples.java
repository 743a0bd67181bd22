package org.goldilocks.corpus.memory;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;

/**
 * What the memory programs print: {@code MEMORY-SAMPLE <units> <retained bytes> <seconds>}, the
 * heap retained at a point of the run ({@link #sample}), and
 * {@code MEMORY-DONE <units> <seconds>} at its end. VmMemoryTest reads them.
 */
final class Samples {
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final long start = System.nanoTime();

    /**
     * The lowest of three readings a little apart, each taken after collections until the heap stops
     * shrinking: what a detector holds for a moment (a reclamation pass half done on its own
     * thread) is let go between them, what it keeps for good is in all three.
     */
    void sample(long units) {
        long lowest = Long.MAX_VALUE;
        for (int reading = 0; reading < 3; reading++) {
            long used = Long.MAX_VALUE;
            for (int i = 0; i < 4; i++) {
                System.gc();
                long now = memory.getHeapMemoryUsage().getUsed();
                if (now >= used) {
                    break;
                }
                used = now;
            }
            lowest = Math.min(lowest, used);
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        System.out.printf("MEMORY-SAMPLE %d %d %.1f%n", units, lowest, seconds());
    }

    void done(long units) {
        System.out.printf("MEMORY-DONE %d %.1f%n", units, seconds());
    }

    private double seconds() {
        return (System.nanoTime() - start) / 1e9;
    }
}
