package org.goldilocks.hw;

import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.heap.GcKind;

/**
 * The simulated machine's settings ({@link HwOptions} parses them from the {@code --hw-*} options).
 *
 * @param heapBytes simulated heap ({@code --hw-heap})
 * @param gc        collector ({@code --hw-gc})
 * @param cores     hardware threads for the mutators ({@code --hw-cores}); the collector has one more
 * @param quantum   accesses after which a thread may be preempted ({@code --hw-quantum})
 * @param cost      geometry and cycle costs
 */
public record HwConfig(long heapBytes, GcKind gc, int cores, int quantum, CostModel cost) {
    public HwConfig {
        if (cores < 1) {
            throw new IllegalArgumentException("--hw-cores must be at least 1, not " + cores);
        }
        if (quantum < 1) {
            throw new IllegalArgumentException("--hw-quantum must be at least 1, not " + quantum);
        }
    }

    /** The mutators' cores and the collector's. */
    public int hardwareThreads() {
        return cores + 1;
    }

    /** The collector's hardware thread: the last one. */
    public int collectorHw() {
        return cores;
    }

    public HwConfig withGc(GcKind kind) {
        return new HwConfig(heapBytes, kind, cores, quantum, cost);
    }

    public HwConfig withHeap(long bytes) {
        return new HwConfig(bytes, gc, cores, quantum, cost);
    }
}
