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

    /**
     * Can a Goldilockset at list position {@code at} forget this node? Membership only matters for
     * what the node does from then on: a thread's own accesses and source edges, a variable's sink
     * edges. A thread that ended before {@code at} does nothing more (its last edge is to its end
     * variable, GThread.end); a variable the program can no longer reach (SyncVar#unreachable)
     * will have no event, and if it had none since {@code at} either (a background pass's cutoff
     * lies in the past), membership at {@code at} adds nothing. Either may still have been a
     * conduit before {@code at}: only membership at or after {@code at} is dropped.
     */
    static boolean forgettable(Object node, long at) {
        if (node instanceof GThread t) {
            return t.endedBefore(at);
        }
        GSync s = (GSync) node;
        // Unreachable first: after that no event can come, so lastEvent is final.
        return s.unreachable() && s.lastEvent < at;
    }

    /**
     * Linear probing in an open-addressing identity table of nodes whose slot is the hash's top
     * bits ({@code shift} = 32 - log2(length)): the slot holding {@code node}, or the empty slot
     * where it would go. The table must have an empty slot.
     */
    static int probe(Object[] table, int shift, Object node) {
        int mask = table.length - 1;
        for (int i = hash(node) >>> shift; ; i = (i + 1) & mask) {
            Object k = table[i];
            if (k == node || k == null) {
                return i;
            }
        }
    }

    /** The hash of a node; the top bits are the best ones (see {@link ScratchSet}). */
    static int hash(Object node) {
        return node instanceof GThread t ? t.hash : ((GSync) node).hash;
    }
}
