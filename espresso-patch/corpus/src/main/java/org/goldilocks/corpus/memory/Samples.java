package org.goldilocks.corpus.memory;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;

/**
 * What the memory programs print: {@code MEMORY-SAMPLE <units> <retained bytes> <seconds>}, the
 * heap used after full collections (once it stops shrinking) at a point of the run, and
 * {@code MEMORY-DONE <units> <seconds>} at its end. VmMemoryTest reads them.
 */
final class Samples {
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final long start = System.nanoTime();

    void sample(long units) {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            long now = memory.getHeapMemoryUsage().getUsed();
            if (now >= used) {
                break;
            }
            used = now;
        }
        System.out.printf("MEMORY-SAMPLE %d %d %.1f%n", units, used, seconds());
    }

    void done(long units) {
        System.out.printf("MEMORY-DONE %d %.1f%n", units, seconds());
    }

    private double seconds() {
        return (System.nanoTime() - start) / 1e9;
    }
}
