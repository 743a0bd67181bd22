package org.goldilocks.engine.goldilocks;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;

/**
 * One recorded access, with its Goldilockset held lazily (CACM 2010, sec. 4, Fig. 5): the set is
 * {owner} ∪ extra at position (chunk, index), evolved by the edges from there to the list's tail.
 * {@code extra} is null until a reclamation pass advances the record (partially eager evaluation).
 * Mutated only under the lock of the variable that owns it; reused for that variable's later
 * accesses so that recording allocates nothing.
 */
final class AccessRecord {
    GThread owner;
    Chunk chunk;
    int index;
    FrozenSet extra;
    /**
     * A thread already found to be in this record's Goldilockset. The set only grows (CACM 2010,
     * sec. 3), so that thread's later checks against this record are constant time. Never used
     * as a member while walking: it was added at some later point, not at (chunk, index).
     */
    GThread knownAfter;
    /** For reports: the site token and the locks the owner held at the access. */
    Object site;
    LockSet locks;

    /**
     * Points the record at a new access by {@code thread}, at the position the caller took. A
     * reference field is stored only when it changes: records live long (old generation), and
     * every reference store there dirties a card that G1's refinement threads then scan. A thread
     * re-reading what it read in its last epoch (read-shared arrays across barriers) changes only
     * the index (G1 refinement took a quarter of the suite's spmv's CPU before this and the second
     * reader word; docs/results.md, "Readers taking turns, and card marks").
     */
    void set(GThread thread, Chunk at, int i, Object accessSite) {
        if (owner != thread) {
            owner = thread;
        }
        if (chunk != at) {
            chunk = at;
        }
        index = i;
        extra = null; // a null store marks no card
        knownAfter = null;
        if (site != accessSite) {
            site = accessSite;
        }
        LockSet held = thread.locksHeld();
        if (locks != held) {
            locks = held;
        }
    }

    /** Makes this record stand for the same access as {@code r}: same owner, position, set and report details. */
    void copyFrom(AccessRecord r) {
        owner = r.owner;
        chunk = r.chunk;
        index = r.index;
        extra = r.extra;
        knownAfter = r.knownAfter;
        site = r.site;
        locks = r.locks;
    }

    /** Drops a discarded record's references, so it pins neither the list nor the site. */
    void clear() {
        owner = null;
        chunk = null;
        extra = null;
        knownAfter = null;
        site = null;
        locks = null;
    }

    Race race(AccessKind current, AccessKind mine) {
        return new Race(current, owner, mine, site, locks);
    }
}
