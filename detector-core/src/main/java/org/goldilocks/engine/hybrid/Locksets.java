package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.LockSet;

/** Predicates on locksets of {@link HybridSyncVar} tokens, allocation-free. */
final class Locksets {
    private Locksets() {
    }

    /**
     * Sec. 2.2: no lock held at one access excludes the other access (locksets disjoint; a read
     * half does not exclude another read half of the same lock).
     */
    static boolean disjoint(LockSet a, LockSet b) {
        for (int i = 0; i < a.size(); i++) {
            HybridSyncVar x = (HybridSyncVar) a.get(i);
            for (int j = 0; j < b.size(); j++) {
                if (HybridSyncVar.exclude(x, (HybridSyncVar) b.get(j))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** a ⊆ b, by token. */
    static boolean subset(LockSet a, LockSet b) {
        if (a == b || a.isEmpty()) {
            return true;
        }
        if (a.size() > b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!b.contains(a.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * No lock in common, in any mode: the two sets share no lock (either half of a read-write lock
     * counts as its lock). Then one held token can exclude accesses of at most one of them.
     */
    static boolean lockDisjoint(LockSet a, LockSet b) {
        for (int i = 0; i < a.size(); i++) {
            HybridSyncVar x = ((HybridSyncVar) a.get(i)).lock;
            for (int j = 0; j < b.size(); j++) {
                if (((HybridSyncVar) b.get(j)).lock == x) {
                    return false;
                }
            }
        }
        return true;
    }
}
