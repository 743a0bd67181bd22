package org.goldilocks.corpus.memory;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What the memory programs print: {@code MEMORY-SAMPLE <units> <retained bytes> <seconds>}, the
 * heap retained at a point of the run ({@link #sample}), and
 * {@code MEMORY-DONE <units> <seconds>} at its end. VmMemoryTest reads them.
 */
public final class Samples {
    private final long start = System.nanoTime();

    /**
     * The lowest of three readings a little apart, each taken after collections until the heap stops
     * shrinking: what a detector holds for a moment (a reclamation pass half done on its own
     * thread) is let go between them, what it keeps for good is in all three.
     */
    void sample(long units) {
        System.out.printf("MEMORY-SAMPLE %d %d %.1f%n", units, retained(), seconds());
    }

    /** The heap retained now (see {@link #sample}). */
    public static long retained() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
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
        return lowest;
    }

    Samples() {
    }

    /**
     * The growth from the first to the last sample along the samples' trend, the median of the
     * slopes between every two of them (Theil and Sen): single samples vary with what the collector
     * and a detector's reclamation thread hold at that moment (seen: a run flat at 72-76 MB with
     * samples of 80, 84 and 95 among them), a leak moves them all. VmMemoryTest and bin/soak judge
     * flatness by it.
     */
    public static double trendGrowth(List<Long> samples) {
        List<Double> slopes = new ArrayList<>();
        for (int i = 0; i < samples.size(); i++) {
            for (int j = i + 1; j < samples.size(); j++) {
                slopes.add((samples.get(j) - samples.get(i)) / (double) (j - i));
            }
        }
        Collections.sort(slopes);
        int n = slopes.size();
        double median = n % 2 == 1 ? slopes.get(n / 2) : (slopes.get(n / 2 - 1) + slopes.get(n / 2)) / 2;
        return median * (samples.size() - 1);
    }

    void done(long units) {
        System.out.printf("MEMORY-DONE %d %.1f%n", units, seconds());
    }

    private double seconds() {
        return (System.nanoTime() - start) / 1e9;
    }
}
