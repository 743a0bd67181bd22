package org.goldilocks.engine.hybrid;

import java.util.Arrays;

import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * Detailed mode's state of one variable (sec. 4.2): the kept access records, until the variable is
 * reported (then nothing: one report per variable, sec. 2.4). An access by thread t (lockset L,
 * timestamp c = t's own clock entry) is a potential race with a record r iff r is of another
 * thread, one of the two writes, the locksets are disjoint, and r is not before the access in the
 * limited happens-before order: r.timestamp > t's clock entry for r's thread.
 *
 * <p>Invariant (what makes the redundancy checks exact): for every access a made to this variable
 * so far and every later access f (whose lockset, if the oversized check was used, has at most the
 * assumed bound of locks), if a and f are a potential race then so are some kept record r and f.
 * Then checking an access against the records alone finds a race iff one exists with some earlier
 * access, at the same access as a check of all pairs would. docs/engine.md argues each rule.
 *
 * <p>All state is guarded by this object's monitor. The fast-path words ({@link Variable}) name
 * an epoch of a thread that has a covering record made in that epoch (sec. 5.2): while the epoch
 * lasts its timestamp is the same and its lockset only grew, so any access of the same kind (a
 * write record: any kind) is redundant. Records are dropped only for a covering record of the same
 * thread, so the words stay true; they are set only when the lockset-subset check is on.
 */
final class DetailedVariable extends Variable {
    private static final Record[] NONE = new Record[0];

    private Record[] records = NONE;
    private int size;
    private boolean reported;
    /** The smallest bound an oversized-lockset decision on this variable assumed (sec. 5.4); MAX_VALUE if none. */
    private int assumedBound = Integer.MAX_VALUE;
    /** The most locks held at an access checked here. */
    private int maxSeen;

    synchronized Race access(Settings s, HybridThread t, boolean write, Object site) {
        return access(s, t, write, site, s.expander);
    }

    private Race access(Settings s, HybridThread t, boolean write, Object site, SiteExpander expander) {
        if (reported) {
            exclusiveWord = t.epochWord(); // never checked again (sec. 2.4): see SimpleVariable
            return null;
        }
        LockSet locks = t.locksHeld();
        int held = locks.size();
        if (held > maxSeen) {
            maxSeen = held;
        }
        if (held > assumedBound) {
            // Sec. 5.4: a record dropped under the bound could race with this access and no kept one.
            s.bound.exceeded(t, held, assumedBound, site);
        }
        long now = t.now();
        if (s.subset) {
            Record cover = coveringRecord(t, write, locks, now);
            if (cover != null) {
                fastPath(t, cover.write);
                return null;
            }
        }
        int bound = 0;
        // A family has at most as many members as there are records: with no more records than the
        // bound it cannot outgrow it, so it is not formed (its array would be stored into for nothing).
        if (s.oversized && (bound = s.bound.assume(maxSeen)) < size) {
            int members = family(t, write, now, bound);
            Arrays.fill(t.family, 0, members, null);
            if (members > bound) {
                assumedBound = Math.min(assumedBound, bound);
                s.statistics.skippedByOversized.increment();
                return null;
            }
        }
        for (int i = 0; i < size; i++) {
            Record r = records[i];
            if (racesWith(r, t, write, locks)) {
                reported = true;
                records = NONE;
                size = 0;
                exclusiveWord = 0;
                readWord = 0;
                readWord2 = 0;
                s.statistics.reported.increment();
                return r.race(write);
            }
        }
        Record dropped = s.subset ? dropCovered(s, t, write, locks) : null;
        Object expanded = expander.expand(t, site);
        add(dropped != null ? dropped.reuse(write, locks, now, expanded) : new Record(t, write, locks, now, expanded));
        s.statistics.kept.increment();
        if (s.oversized && bound < size) {
            int members = family(t, write, now, bound);
            if (members > bound && dropOutsideFamily(s, t, write, members)) {
                assumedBound = Math.min(assumedBound, bound);
            }
            Arrays.fill(t.family, 0, members, null);
        }
        if (s.subset) {
            fastPath(t, write);
        }
        return null;
    }

    /**
     * For a run ({@link HybridRuns}): the state this variable would have after t's access, when
     * that access is no potential race and no decision about it rests on the lock bound (sec. 5.4:
     * no family can form, before or after the record is added, with the bound assumed now; the
     * bound only grows, so none can for a later equal access either). This variable itself when the
     * access is redundant without raising the locks seen here (its fast-path word set, as
     * {@link #access} would: a fact about this state); otherwise a copy with the access applied
     * (counted once). Null when the access races with a record, the variable is reported, a
     * decision on it already assumed a bound, or one could now (the bound does not exceed the
     * records and some are t's: with none of t's, a family is the new record alone and drops
     * nothing), or the record kept has its stack walked (a report shows only an access's own):
     * the caller then makes the access on a variable of the element's own.
     */
    synchronized DetailedVariable after(Settings s, HybridThread t, boolean write, Object site) {
        if (reported || !s.subset || assumedBound != Integer.MAX_VALUE) {
            return null;
        }
        LockSet locks = t.locksHeld();
        int held = locks.size();
        long now = t.now();
        Record cover = coveringRecord(t, write, locks, now);
        if (cover != null && held <= maxSeen) {
            fastPath(t, cover.write);
            return this;
        }
        if (s.oversized && s.bound.assume(Math.max(maxSeen, held)) <= size && hasRecordOf(t)) {
            return null; // a family of t's records could form (with none, only the new one: it decides nothing)
        }
        for (int i = 0; i < size; i++) {
            if (racesWith(records[i], t, write, locks)) {
                return null;
            }
        }
        DetailedVariable next = copy();
        Object[] kept = {site};
        next.access(s, t, write, site, (thread, token) -> kept[0] = s.expander.expand(thread, token));
        return kept[0] == site ? next : null; // a walked stack (sec. 6.6) is this access's alone: never shared
    }

    /**
     * Sec. 4.2: different threads, a write, disjoint locksets (sec. 2.2), not ordered by the limited
     * happens-before (sec. 4.1: r is before t's access iff t's clock has reached r's timestamp).
     */
    private static boolean racesWith(Record r, HybridThread t, boolean write, LockSet locks) {
        return r.thread != t && (r.write || write) && r.timestamp > t.clock.get(r.thread.tid) && Locksets.disjoint(r.locks, locks);
    }

    private boolean hasRecordOf(HybridThread t) {
        for (int i = 0; i < size; i++) {
            if (records[i].thread == t) {
                return true;
            }
        }
        return false;
    }

    /** An equal variable of its own: the records copied too ({@link Record#reuse} changes a record in place). */
    synchronized DetailedVariable copy() {
        DetailedVariable c = new DetailedVariable();
        c.records = size == 0 ? NONE : new Record[Math.max(2, size)];
        for (int i = 0; i < size; i++) {
            Record r = records[i];
            c.records[i] = new Record(r.thread, r.write, r.locks, r.timestamp, r.site);
        }
        c.size = size;
        c.reported = reported;
        c.assumedBound = assumedBound;
        c.maxSeen = maxSeen;
        c.exclusiveWord = exclusiveWord;
        c.readWord = readWord;
        c.readWord2 = readWord2;
        return c;
    }

    /** The runtime's final-field freeze rule for this state: nothing recorded, or the last access is thread's write. */
    synchronized boolean freezableBy(ThreadState thread) {
        return size == 0 && !reported || lastWrittenBy(thread);
    }

    /**
     * Sec. 5.2, a new access redundant: a record of the same thread with the same timestamp (no
     * message sent since), a kind at least as strong and a lockset included in the current one.
     * Any later access racing with the new one races with it. Without the timestamp condition a
     * later access the thread's message orders after the record but not after the new access would
     * be missed.
     */
    private Record coveringRecord(HybridThread t, boolean write, LockSet locks, long now) {
        for (int i = size - 1; i >= 0; i--) {
            Record r = records[i];
            if (r.thread == t && r.timestamp == now && r.kindCovers(write) && Locksets.subset(r.locks, locks)) {
                return r;
            }
        }
        return null;
    }

    /**
     * Sec. 5.2, old records redundant: the new record (same thread, kind at least as strong,
     * lockset included in theirs) races with every later access they race with, its timestamp
     * being no smaller; no condition on messages in between. Returns one of the records dropped
     * (t's), for the new record to reuse, or null. Stores only where a slot changes: every
     * reference stored into this (old, long-lived) array dirties a card the collector must then
     * scan, and on an array kernel the usual case is one record replaced by itself reused.
     */
    private Record dropCovered(Settings s, HybridThread t, boolean write, LockSet locks) {
        Record dropped = null;
        int kept = 0;
        for (int i = 0; i < size; i++) {
            Record r = records[i];
            if (r.thread == t && (write || !r.write) && Locksets.subset(locks, r.locks)) {
                s.statistics.droppedBySubset.increment();
                dropped = r;
            } else {
                if (kept != i) {
                    records[kept] = r;
                }
                kept++;
            }
        }
        // The slot the reused record will take again (see add) keeps it; the others are cleared.
        for (int i = kept; i < size; i++) {
            if (i != kept || records[i] != dropped) {
                records[i] = null;
            }
        }
        size = kept;
        return dropped;
    }

    /**
     * Sec. 5.4: the greedy family of t's records with timestamp {@code now} and a kind at least as
     * strong as {@code write}, no two of which share a lock; stops once it has bound + 1 members.
     * With bound + 1 of them, an access holding at most bound locks cannot share a lock with all,
     * so it races with one of them whenever it would race with any access of t of that kind, at
     * that timestamp or before, whatever that access's lockset: the family stands for "t accessed
     * holding no common lock". Left in {@code t.family}; returns its size.
     */
    private int family(HybridThread t, boolean write, long now, int bound) {
        if (t.family.length < bound + 1) {
            t.family = new Record[bound + 1];
        }
        Record[] family = t.family;
        int n = 0;
        for (int i = 0; i < size && n <= bound; i++) {
            Record r = records[i];
            if (r.thread == t && r.timestamp == now && r.kindCovers(write) && lockDisjointFromAll(r, family, n)) {
                family[n++] = r;
            }
        }
        return n;
    }

    private static boolean lockDisjointFromAll(Record r, Record[] family, int n) {
        for (int j = 0; j < n; j++) {
            if (!Locksets.lockDisjoint(r.locks, family[j].locks)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Sec. 5.4: with a full family in {@code t.family}, t's other records of a kind no stronger are
     * redundant. Returns whether any was dropped (only then does the variable rely on the bound).
     */
    private boolean dropOutsideFamily(Settings s, HybridThread t, boolean write, int members) {
        Record[] family = t.family;
        int kept = 0;
        for (int i = 0; i < size; i++) {
            Record r = records[i];
            if (r.thread == t && (write || !r.write) && !member(r, family, members)) {
                s.statistics.droppedByOversized.increment();
            } else {
                records[kept++] = r;
            }
        }
        boolean dropped = kept < size;
        clearFrom(kept);
        return dropped;
    }

    private static boolean member(Record r, Record[] family, int members) {
        for (int j = 0; j < members; j++) {
            if (family[j] == r) {
                return true;
            }
        }
        return false;
    }

    private void add(Record r) {
        if (size == records.length) {
            Record[] bigger = new Record[Math.max(2, size * 2)];
            System.arraycopy(records, 0, bigger, 0, size);
            records = bigger;
        }
        if (records[size] != r) { // a reused record may be in its slot already (dropCovered)
            records[size] = r;
        }
        size++;
    }

    private void clearFrom(int kept) {
        for (int i = kept; i < size; i++) {
            records[i] = null;
        }
        size = kept;
    }

    /**
     * The reader before keeps its word in readWord2: two threads reading a shared array in turn
     * (a sparse product's input vector) would otherwise evict each other's word at every read and
     * each take the slow path again. It stays true: its covering record is dropped only for another
     * of that thread's that covers it.
     */
    private void fastPath(HybridThread t, boolean coveredByWrite) {
        long w = t.epochWord();
        if (coveredByWrite) {
            exclusiveWord = w;
        } else if (readWord != w) {
            readWord2 = readWord;
            readWord = w;
        }
    }

    /** The kept records, for tests and statistics. */
    synchronized int recordCount() {
        return size;
    }

    synchronized boolean isReported() {
        return reported;
    }

    synchronized Record[] recordsForTests() {
        Record[] copy = new Record[size];
        System.arraycopy(records, 0, copy, 0, size);
        return copy;
    }
}
