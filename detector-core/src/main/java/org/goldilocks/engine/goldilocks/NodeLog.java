package org.goldilocks.engine.goldilocks;

/**
 * Distinct nodes in insertion order: what a {@link FrozenSet} part is a prefix of. A pass builds
 * its logs as {@link ScratchSet}s and seals the ones its sets refer to into {@link FrozenLog}s.
 */
sealed interface NodeLog permits ScratchSet, FrozenLog {
    int size();

    /** The i-th element added, for 0 <= i < size(). */
    Object get(int i);

    /** The insertion index of {@code node}, or -1 if it is not in the log. */
    int indexOf(Object node);
}
