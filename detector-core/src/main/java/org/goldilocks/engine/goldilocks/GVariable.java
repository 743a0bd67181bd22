package org.goldilocks.engine.goldilocks;

import org.goldilocks.engine.Variable;

/**
 * The Goldilocks state of one data variable: the last write and, per thread, the last read since
 * that write (PLDI 2007: a write is checked against both, a read only against the write). All
 * fields are guarded by this object's monitor: accesses to different variables never contend.
 *
 * <h2>Fast-path invariant (Variable#canSkip)</h2>
 * <ul>
 * <li>{@code exclusiveWord == w != 0} implies: the thread T owning w made the last write, in its
 * epoch w, and no read by any thread has been recorded since. While T's epoch word is still w,
 * T performed no synchronization source action since that write, so the Goldilockset of any
 * access by T now evolves exactly like the write's (from {T}, only T's own source edges can add
 * anything). Hence a write or read by T now is race-free (same owner) and recording it would only
 * replace the write by an equivalent record: skipping it changes nothing any check can see.</li>
 * <li>{@code readWord == w != 0} or {@code readWord2 == w != 0} implies: T has a race-free read
 * record made in epoch w, after the last write. A further read by T in epoch w is race-free (T
 * was already ordered after that write, and sets only grow) and its record would be equivalent to
 * the existing one. A committed racy read therefore clears both: T's next read must be checked
 * (and reported) again.</li>
 * <li>Every recorded access resets the words (a write sets exclusiveWord to the writer's word and
 * clears both reader words; a read clears exclusiveWord and moves readWord to readWord2), so no
 * thread other than the last writer or the last two readers can match them; a racy access that
 * is not performed changes none. The engine itself tests canSkip first under the lock and then
 * does nothing, so calling the engine when canSkip is true is exactly equivalent to skipping it.</li>
 * </ul>
 */
final class GVariable extends Variable {
    /** The last write; null until the first write. */
    AccessRecord write;
    /** Reads since the last write, at most one per thread, in [0, readCount); later slots are spare records. */
    AccessRecord[] reads;
    int readCount;
    /** This variable's registry entry: its own, made on first registration, or its block's. */
    private VarRef ref;
    /** The block this variable is a member of, or null; held so that the block lives as long as a member does. */
    private final ElementBlock block;

    GVariable() {
        this.block = null;
    }

    GVariable(ElementBlock block) {
        this.block = block;
        this.ref = block.ref;
    }

    VarRef ref() {
        VarRef r = ref;
        if (r == null) {
            ref = r = new VarRef(this);
        }
        return r;
    }

    /** After a race-free (or committed) write by the thread whose epoch word is {@code word}. */
    void writtenBy(long word) {
        exclusiveWord = word;
        readWord = 0;
        readWord2 = 0;
    }

    /**
     * After a race-free read by the thread whose epoch word is {@code word}. The reader before keeps
     * its word in readWord2: its record stays (only its own later read replaces it), and a pass that
     * prunes it ({@code Accesses.pruneReadsBefore}) only prunes a read ordered before another
     * thread's, which needs a source action of its owner after it: that word can never match again.
     */
    void readBy(long word) {
        exclusiveWord = 0;
        if (readWord != word) {
            readWord2 = readWord;
            readWord = word;
        }
    }

    /** After a committed racy read: recorded, but nobody's further reads may skip the check. */
    void readNotSkippable() {
        exclusiveWord = 0;
        readWord = 0;
        readWord2 = 0;
    }

    /**
     * Makes this variable's state a copy of {@code v}'s: records and fast-path words (an element
     * run's split, {@link Runs}). Under both monitors.
     */
    void copyFrom(GVariable v) {
        if (v.write != null) {
            if (write == null) {
                write = new AccessRecord();
            }
            write.copyFrom(v.write);
        } else {
            write = null;
        }
        int n = v.readCount;
        if (n > 0) {
            reads = new AccessRecord[Math.max(2, n)];
            for (int i = 0; i < n; i++) {
                reads[i] = new AccessRecord();
                reads[i].copyFrom(v.reads[i]);
            }
        }
        readCount = n;
        exclusiveWord = v.exclusiveWord;
        readWord = v.readWord;
        readWord2 = v.readWord2;
    }

    /** Drops every record (an element run's state its members took over): pins nothing, skips nothing. */
    void forget() {
        write = null;
        reads = null;
        readCount = 0;
        exclusiveWord = 0;
        readWord = 0;
        readWord2 = 0;
    }

    /** Has no record: no access recorded since it was made (or {@link #forget forgotten}). */
    boolean isEmpty() {
        return write == null && readCount == 0;
    }

    long exclusiveWordForTests() {
        return exclusiveWord;
    }

    long readWordForTests() {
        return readWord;
    }
}
