package org.goldilocks.engine.goldilocks;

/**
 * The members of a Goldilockset are nodes: threads ({@link GThread}) and synchronization variables
 * ({@link GSync}). Both carry a precomputed hash so node sets never call {@code identityHashCode}.
 */
final class Nodes {
    /** Fibonacci hashing: consecutive sequence numbers spread over the top bits. */
    private static final int GOLDEN = 0x9E3779B9;
    /** A second odd multiplier, so thread #n and variable #n do not collide. */
    private static final int SILVER = 0x7FEB352D;

    private Nodes() {
    }

    static int threadHash(int index) {
        return index * GOLDEN;
    }

    static int syncHash(int sequence) {
        return sequence * SILVER;
    }

    /** The hash of a node; the top bits are the best ones (see {@link ScratchSet}). */
    static int hash(Object node) {
        return node instanceof GThread t ? t.hash : ((GSync) node).hash;
    }
}
