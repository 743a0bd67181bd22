package org.goldilocks.engine.goldilocks;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadSlots;
import org.goldilocks.engine.ThreadState;

/** Goldilocks' view of a thread: a node of the event list, plus the thread's own walk scratch set. */
final class GThread extends ThreadState {
    final int hash = Nodes.threadHash(slot());

    /** Reused by every check this thread makes, so a walk allocates nothing. Used only by this thread. */
    private ScratchSet scratch;
    /** How many list walks this thread's checks needed (statistics and tests; this thread only). */
    long walks;
    /**
     * For some owners, the latest list position p such that a walk found this thread in the
     * Goldilockset {owner} started at p (a walk from an earlier record can tell such a p:
     * LazyCheck.walk): a direct-mapped cache of (0, owner's first word, p) triples, allocated
     * once the thread has walked a few times. It answers for every record of that owner at a
     * position up to p, whatever the variable: started earlier, {owner} evolves into a superset
     * (edges are monotone: a larger set at p gives a larger set at every later position), an
     * explicit part only adds to it, and sets only grow (CACM 2010, sec. 3). So a hit is exact. It
     * keys on numbers, not records, so it pins neither records nor the list; a first word is never
     * reused, so a recycled slot cannot match. Many threads reading what one thread wrote long ago
     * (a server's configuration, a parser's tables) otherwise each walk the list again whenever
     * another reader took the record's {@link AccessRecord#knownAfter} slot.
     *
     * <p>Records a pass advanced, whose explicit part E is not empty, take (E's serial, owner's first
     * word, p): this thread is in {owner} ∪ E started at p. A pass gives all the records it
     * advances its cutoff as their position and shares equal results, so after a pass a thread that
     * reads what another wrote before it (a result check after a join) otherwise walked the list
     * from the cutoff once per record: 120,000 walks over the same stretch in pipeline's first
     * check. The same monotonicity makes a hit exact for the same E and owner at p or earlier; a
     * serial is never reused (and never 0), and a number does not keep the set or its logs alive.
     */
    private long[] foundIn;
    private static final int FOUND_IN_SLOTS = 64;
    /** Not final only so that tests can cache from the first walk (GoldilocksForTests). */
    static int walksBeforeCache = 8;
    /**
     * The thread's end as a synchronization variable: its last edge is this -> end, and a join is
     * the sink end -> joiner. So the thread itself is the source of no edge after it ended, and
     * any Goldilockset at a position after {@link #endedAt} may forget it (nothing can add
     * another thread through it, and it accesses nothing more). Null until the thread ends.
     */
    GSync end;
    /** The {@link #firstWord()} of the thread that forked this one (0: a root thread). */
    long forkedBy;
    /** A list position at or after this thread's last edge; MAX_VALUE while it runs. */
    volatile long endedAt = Long.MAX_VALUE;

    GThread(String name, ThreadSlots slots) {
        super(name, slots);
    }

    /** For each element of {@link #scratch} by insertion index, during a walk: see LazyCheck.walk. */
    private long[] walkVia = NO_VIA;
    private static final long[] NO_VIA = {};

    /** {@link #walkVia}, with room for {@code n} elements (grown by doubling, kept for later walks). */
    long[] walkVia(int n) {
        long[] v = walkVia;
        if (v.length < n) {
            walkVia = v = java.util.Arrays.copyOf(v, Math.max(n, Math.max(16, v.length * 2)));
        }
        return v;
    }

    ScratchSet scratch() {
        ScratchSet s = scratch;
        if (s == null) {
            scratch = s = new ScratchSet();
        }
        return s;
    }

    /**
     * Is this thread known to be in the Goldilockset {owner} ∪ E started at list position
     * {@code position}? {@code setSerial}: E's {@link FrozenSet#serial}, or 0 for {owner} alone.
     */
    boolean foundIn(long setSerial, long ownerWord, long position) {
        long[] f = foundIn;
        if (f == null) {
            return false;
        }
        int i = foundSlot(setSerial, ownerWord);
        return f[i] == setSerial && f[i + 1] == ownerWord && position <= f[i + 2];
    }

    /** A walk found this thread in the Goldilockset {owner} ∪ E started at list position {@code position}. */
    void found(long setSerial, long ownerWord, long position) {
        long[] f = foundIn;
        if (f == null) {
            if (walks < walksBeforeCache) {
                return; // most threads of a churning program walk a few times, if ever
            }
            foundIn = f = new long[3 * FOUND_IN_SLOTS];
        }
        int i = foundSlot(setSerial, ownerWord);
        if (f[i] != setSerial || f[i + 1] != ownerWord) {
            f[i] = setSerial;
            f[i + 1] = ownerWord;
            f[i + 2] = position;
        } else if (position > f[i + 2]) {
            f[i + 2] = position;
        }
    }

    private static int foundSlot(long setSerial, long ownerWord) {
        long h = (setSerial * 0xBF58476D1CE4E5B9L ^ ownerWord) * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 58) * 3; // the top 6 bits: FOUND_IN_SLOTS = 64
    }

    /** A synchronization source action: what this thread did so far may now become visible. */
    void sourceAction() {
        newEpoch();
    }

    void acquired(SyncVar lock) {
        setLocksHeld(locksHeld().with(lock));
    }

    void released(SyncVar lock) {
        setLocksHeld(locksHeld().without(lock));
    }

    /** The thread performs no more events: it needs no scratch set any more. */
    void ended(long position) {
        newEpoch();
        scratch = null;
        walkVia = NO_VIA;
        foundIn = null;
        endedAt = position;
    }

    /** Has this thread ended before list position {@code p}? Then a set at p may drop it. */
    boolean endedBefore(long p) {
        return endedAt <= p;
    }
}
