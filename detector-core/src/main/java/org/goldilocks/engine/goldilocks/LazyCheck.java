package org.goldilocks.engine.goldilocks;

import org.goldilocks.engine.LockSet;

/**
 * Goldilocks rule 3 (CACM 2010, sec. 3, Fig. 2): an access by t after an earlier access is
 * race-free iff t is in the earlier access's Goldilockset. The set is evaluated lazily (sec. 4,
 * Fig. 5) after constant-time short-circuit checks (sec. 4). Callers hold the variable's lock.
 */
final class LazyCheck {
    private LazyCheck() {
    }

    /** True iff the access {@code r} happens-before the current point of thread {@code t}. */
    static boolean orderedAfter(GThread t, AccessRecord r) {
        GThread owner = r.owner;
        // Short-circuit 1: same thread, program order.
        if (owner == t || r.knownAfter == t) {
            return true;
        }
        // Short-circuit 2: t holds a lock the owner held at the access. The owner released it
        // after the access (release: owner -> lock) and t acquired it since (acquire: lock -> t).
        if (holdsCommonLock(t.locksHeld(), r.locks)) {
            return true;
        }
        FrozenSet extra = r.extra;
        if (extra != null && extra.contains(t)) {
            return true;
        }
        // Short-circuit 4: t was found in {owner} (or {owner} ∪ extra) started at this position or later (GThread.foundIn).
        long ownerWord = owner.firstWord();
        long position = r.chunk.base + r.index;
        if (t.foundIn(0, ownerWord, position) || extra != null && t.foundIn(extra.serial, ownerWord, position)) {
            r.knownAfter = t;
            return true;
        }
        t.walks++;
        long reach = walk(t, owner, extra, r.chunk, r.index);
        if (reach < 0) {
            return false;
        }
        r.knownAfter = t;
        if (extra == null) {
            t.found(0, ownerWord, reach); // {owner} alone: what the cache may answer for
        } else {
            t.found(extra.serial, ownerWord, position); // {owner} ∪ extra from this record's position
        }
        return true;
    }

    private static boolean holdsCommonLock(LockSet mine, LockSet theirs) {
        if (mine.isEmpty() || theirs.isEmpty()) {
            return false;
        }
        for (int i = theirs.size() - 1; i >= 0; i--) {
            if (mine.contains(theirs.get(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Applies the edges from (chunk, index) to the tail to {owner} ∪ extra, stopping as soon as t
     * is added. Only t's own events can add t, and they are all in the list already (t is here),
     * so edges other threads append meanwhile are harmless to walk past and stopping at whatever
     * tail we see is exact. Allocation-free: t's scratch set holds the implicit part of the set.
     *
     * <p>Returns -1 if t is not added, else how far the answer reaches: with no explicit part, the
     * list position q of the owner's edge that the path adding t starts with. Each node of the
     * scratch set carries the latest such position among the paths found to it so far (an edge
     * out of the owner at its own position; an edge a -> b passes a's on to b, b keeping the
     * largest). Any {owner} started at or before q takes that edge and the rest of the path, so t
     * is in it: the {@link GThread#foundIn} cache may answer for every record of the owner up to q,
     * not only up to the record walked from. Many threads that read what workers read, after
     * joining them (a result check), otherwise walk from each of the workers' records in turn,
     * each a little later. A node of the explicit part alone carries 0 (no path from the owner):
     * what such a walk returns is not cached.
     */
    private static long walk(GThread t, GThread owner, FrozenSet extra, Chunk chunk, int index) {
        ScratchSet set = t.scratch(); // empty: every walk clears it when done
        set.add(owner); // insertion index 0
        long[] via = t.walkVia(1);
        Chunk c = chunk;
        int i = index;
        try {
            for (;;) {
                assert !c.isDropped() : "a walk reached a chunk a pass had dropped";
                int n = c.size();
                Object[] from = c.from;
                Object[] to = c.to;
                for (; i < n; i++) {
                    Object a = from[i];
                    int k = set.indexOf(a);
                    if (k < 0 && (extra == null || !extra.contains(a))) {
                        continue;
                    }
                    long reach = k == 0 ? c.base + i : k > 0 ? via[k] : 0;
                    Object b = to[i];
                    if (b == t) {
                        return reach;
                    }
                    int added = set.indexOrAdd(b);
                    if (added < 0) {
                        added = -1 - added;
                        if (added >= via.length) {
                            via = t.walkVia(added + 1);
                        }
                        via[added] = reach;
                    } else if (added > 0 && reach > via[added]) {
                        via[added] = reach;
                    }
                }
                Chunk next = n == from.length ? c.next() : null;
                if (next == null) {
                    return -1;
                }
                c = next;
                i = 0;
            }
        } finally {
            set.clear();
        }
    }
}
