package org.goldilocks.engine.hybrid;

import java.lang.invoke.VarHandle;

import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.Variable;

/**
 * Simple mode's state of one variable (sec. 6.2, 6.3): the Eraser-like lockset check, after the
 * per-object thread-locality check. The accesses of the object's first thread are not recorded
 * until a second thread touches the object ({@link ObjectGroup}); from then on each access refines
 * the variable's candidate set, the locks held at every recorded access (Eraser's C(v)): for a read
 * any lock held, for a write only locks held exclusively (a read lock does not protect a write).
 * The variable is reported (once, sec. 2.4) at the first recorded access after which the candidate
 * set is empty, some recorded access wrote, and accesses of two threads were recorded. No
 * happens-before at all: messages are ignored in this mode.
 *
 * <p>The report needs an earlier access of another thread: the variable keeps three witnesses,
 * the last recorded access, the last one by a thread other than that one's, and the last recorded
 * write, updated only when the state changes (at most a few times per variable), so the runtime
 * expands sites (full stacks, sec. 6.6) only then.
 *
 * <p>Guarded by this object's monitor. The fast-path words name an epoch of a thread whose access in
 * that epoch changed nothing (or was recorded): later accesses of that thread in the epoch, whose
 * lockset only grew, change nothing either. While the object is local, they let its owner skip in
 * any epoch the kinds of access it has noted, until a second thread's touch clears them
 * ({@link ObjectGroup}).
 */
final class SimpleVariable extends Variable {
    private final ObjectGroup group;
    /** Eraser's C(v), as lock tokens (the exclusive token of each lock); null before the first recorded access. */
    private LockSet candidates;
    private boolean written;
    private boolean reported;
    private Record last;
    /** The last witness by a thread other than {@link #last}'s: non-null iff accesses of two threads were recorded. */
    private Record other;
    private Record lastWrite;

    /**
     * How the object's first thread touched this variable while the object was local to it: 0 not,
     * 1 read, 2 written. Written by that thread only, while local; read once the object is shared.
     */
    private volatile byte localTouch;
    /** Whether a second thread's first touch of the object clears this variable's words ({@link ObjectGroup#admit}). */
    private final boolean localWords;

    SimpleVariable(ObjectGroup group) {
        this.group = group;
        this.localWords = group.admit(this);
    }

    Race access(Settings s, HybridThread t, boolean write, Object site) {
        if (group.local(t)) {
            // Sec. 6.3: not recorded while the object is local to its first thread; only whether it touched the variable.
            int touch = write ? 2 : 1;
            if (localTouch < touch) {
                localTouch = (byte) touch;
            }
            if (localWords) {
                setLocalWord(t);
            }
            return null;
        }
        synchronized (this) {
            if (reported) {
                // Reported once (sec. 2.4) and never checked again: every access of every thread may
                // skip the engine (and the runtime's whole slow path) from now on.
                exclusiveWord = ALL_THREADS;
                return null;
            }
            if (candidates == null && last == null && localTouch != 0 && group.owner() != t) {
                // Eraser's exclusive state ends here: the first thread's accesses count as a thread's,
                // though unrecorded (their locks are unknown and do not refine the candidates).
                last = new Record(group.owner(), localTouch == 2, LockSet.EMPTY, 0, LocalPhase.SITE);
            }
            LockSet locks = t.locksHeld();
            LockSet refined = candidates == null ? protecting(locks, write) : refine(candidates, locks, write);
            boolean nowWritten = written || write;
            boolean twoThreads = other != null || last != null && last.thread != t;
            if (refined == candidates && nowWritten == written && twoThreads == (other != null)) {
                fastPath(t, write); // nothing changes (Eraser's state is the same)
                return null;
            }
            if (refined.isEmpty() && nowWritten && twoThreads) {
                Record witness = witness(t, write, locks);
                reported = true;
                candidates = LockSet.EMPTY;
                last = other = lastWrite = null;
                exclusiveWord = ALL_THREADS;
                s.statistics.reported.increment();
                return witness.race(write);
            }
            Record r = new Record(t, write, locks, 0, s.expander.expand(t, site));
            s.statistics.kept.increment();
            if (last != null && last.thread != t) {
                other = last;
            }
            last = r;
            if (write) {
                lastWrite = r;
            }
            candidates = refined;
            written = nowWritten;
            fastPath(t, write);
            return null;
        }
    }

    /**
     * The earlier access to report against: another thread's, conflicting and with disjoint locks if
     * there is one, a recorded one rather than the first thread's unrecorded accesses.
     */
    private Record witness(HybridThread t, boolean write, LockSet locks) {
        Record best = null;
        int bestScore = -1;
        for (Record r : new Record[] {lastWrite, last, other}) {
            if (r == null || r.thread == t) {
                continue;
            }
            int score = ((r.write || write) ? 4 : 0) + (Locksets.disjoint(r.locks, locks) ? 2 : 0) + (r.site != LocalPhase.SITE ? 1 : 0);
            if (score > bestScore) {
                best = r;
                bestScore = score;
            }
        }
        return best;
    }

    /** The locks held that protect an access of this kind: all for a read, exclusive ones for a write; as lock tokens. */
    private static LockSet protecting(LockSet locks, boolean write) {
        boolean anyShared = false;
        for (int i = 0; i < locks.size(); i++) {
            anyShared |= ((HybridSyncVar) locks.get(i)).shared;
        }
        if (!anyShared) {
            return locks;
        }
        LockSet result = LockSet.EMPTY;
        for (int i = 0; i < locks.size(); i++) {
            HybridSyncVar token = (HybridSyncVar) locks.get(i);
            if ((!write || !token.shared) && !result.contains(token.lock)) {
                result = result.with(token.lock);
            }
        }
        return result;
    }

    /** C(v) intersected with the locks protecting this access; C(v) itself (no allocation) if nothing goes. */
    private static LockSet refine(LockSet candidates, LockSet locks, boolean write) {
        LockSet result = candidates;
        for (int i = candidates.size() - 1; i >= 0; i--) {
            HybridSyncVar lock = (HybridSyncVar) candidates.get(i);
            if (!protects(lock, locks, write)) {
                result = result.without(lock);
            }
        }
        return result;
    }

    private static boolean protects(HybridSyncVar lock, LockSet locks, boolean write) {
        for (int i = 0; i < locks.size(); i++) {
            HybridSyncVar token = (HybridSyncVar) locks.get(i);
            if (token.lock == lock && (!write || !token.shared)) {
                return true;
            }
        }
        return false;
    }

    /**
     * While the object is local to {@code t}: its later accesses of the kinds it has noted change
     * nothing, whatever the epoch or the locks (nothing is recorded while local), until a second
     * thread touches the object and clears the word ({@link ObjectGroup}). If that began
     * meanwhile, this thread clears the word itself: after the fence, one of the two sees the other.
     */
    private void setLocalWord(HybridThread t) {
        long word = allEpochsOf(t.epochWord());
        if (localTouch == 2) {
            exclusiveWord = word;
        } else {
            readWord = word;
        }
        VarHandle.fullFence(); // the word before the announcement is read (pairs with ObjectGroup.claim's fence)
        if (group.closing()) {
            clearWords();
        }
    }

    /** No access may skip on an earlier word: the next one of every thread comes here. */
    void clearWords() {
        exclusiveWord = 0;
        readWord = 0;
    }

    /** The site of an access made while the object was local to its first thread: not recorded. */
    enum LocalPhase {
        SITE;

        @Override
        public String toString() {
            return "(not recorded: the object was local to this thread, which accessed this variable then)";
        }
    }

    /**
     * After an access that left Eraser's state as it now is: which later accesses change nothing. With
     * a non-empty candidate set, those of this thread in this epoch (its lockset only grows until a
     * release, which ends the epoch). With an empty one the set cannot shrink, so locks no longer
     * matter, and neither do epochs (this mode has no happens-before):
     * <ul>
     * <li>nothing written, two threads seen: a read by any thread changes nothing (a write reports);</li>
     * <li>one thread seen so far ({@code last}'s, which keeps that thread, and so its slot, its own:
     * ThreadSlots): its reads change nothing, and once written its writes neither (another thread's
     * access may report).</li>
     * </ul>
     * (Empty, written and two threads is the reported state, where everything is skipped.)
     */
    private void fastPath(HybridThread t, boolean write) {
        if (candidates != null && candidates.isEmpty()) {
            if (other != null || last.thread != t) {
                readWord = ALL_THREADS; // not written: else reported
                exclusiveWord = 0;
            } else if (written) {
                exclusiveWord = allEpochsOf(t.epochWord());
            } else {
                readWord = allEpochsOf(t.epochWord());
            }
            return;
        }
        if (write) {
            exclusiveWord = t.epochWord();
        } else {
            readWord = t.epochWord();
        }
    }
}
