package org.goldilocks.engine;

import java.lang.invoke.VarHandle;

/**
 * The compact state of a run of up to 64 consecutive elements of one array
 * ({@link Engine#newElementRun}): one state for all of them while they agree, instead of a
 * {@link Variable} each. An array kernel touches every element of its band once per epoch (a
 * barrier starts a new one), and with a variable per element each of those first touches was a
 * slow path; with a run, the first touch of the run in an epoch is checked once, and the run's
 * other elements touched by the same thread, in the same epoch, from the same site, with the same
 * locks, join that access without a check of their own (docs/engine.md, "Element runs").
 *
 * <p>The state of element {@code j}, as a variable would hold it:
 * <ul>
 * <li>once the run is split ({@link #members} set): {@code members[j]}'s, a variable of its own;</li>
 * <li>else, if bit j of {@link #writeBits} is set: {@link #uniform}'s plus a write by the thread of
 * {@link #sweepWord} in that epoch (the <em>sweep</em>);</li>
 * <li>else, if bit j of {@link #readBits} is set: {@link #uniform}'s plus a read by that thread in that epoch;</li>
 * <li>else {@link #uniform}'s.</li>
 * </ul>
 * Written by engines only, under their own lock; {@link #canSkip} reads the fields plainly, like
 * {@link Variable#canSkip}, and for the same reason a stale value is harmless: a field names the
 * calling thread's current epoch only if that thread made the access it stands for, and no other
 * thread can change the element since without racing with it.
 */
public abstract class ElementRun {
    /** How many elements the run has (1..64): elements 0 to elements - 1. */
    public final int elements;
    /** The state of every element outside the sweep (and of all of them once it is folded in). */
    protected Variable uniform;
    /** The epoch word of the sweep's thread, 0 when there is no sweep. */
    protected long sweepWord;
    /** Elements the sweep wrote (their reads, if any, are subsumed: a race-free write discards them). */
    protected long writeBits;
    /** Elements the sweep read (those it also wrote count as written: the write discards the read). */
    protected long readBits;
    /** The elements' own variables once the run has split, else null. */
    protected Variable[] members;
    /** The bits of the run's elements. */
    protected final long full;
    /** Site and locks held of the sweep's write and of its read: an access joins only one it equals. */
    protected Object writeSite;
    protected LockSet writeLocks;
    protected Object readSite;
    protected LockSet readLocks;
    /**
     * Set by a split, then a full fence, before it reads the bits: {@link #joins} sets its bit, then
     * a full fence, then reads this. So either the split sees the bit, or the joining thread sees
     * the split and checks the access again on the element's own variable.
     */
    protected boolean splitting;

    protected ElementRun(int elements) {
        if (elements < 1 || elements > 64) {
            throw new IllegalArgumentException("a run has 1 to 64 elements: " + elements);
        }
        this.elements = elements;
        this.full = elements == 64 ? -1L : (1L << elements) - 1;
    }

    /**
     * The inline fast path for element {@code j} (0..63): true when the access by the thread owning
     * {@code epochWord} can be skipped entirely, exactly as {@link Variable#canSkip} on the element's
     * own variable would say. Plain loads and compares, no call, no allocation, no store.
     */
    public final boolean canSkip(long epochWord, boolean isWrite, int j) {
        Variable[] split = members;
        if (split != null) {
            return j < split.length && split[j] instanceof Variable v && v.canSkip(epochWord, isWrite);
        }
        long bit = 1L << j;
        if ((writeBits & bit) != 0) {
            return sweepWord == epochWord;
        }
        if ((readBits & bit) != 0) {
            return !isWrite && sweepWord == epochWord;
        }
        Variable u = uniform;
        return u != null && u.canSkip(epochWord, isWrite);
    }

    /**
     * The second inline test, after {@link #canSkip}: the access by the thread owning {@code epochWord}
     * to element {@code j}, made at {@code site} holding {@code locks}, joins that thread's open
     * sweep (same epoch, kind, site and locks), whose first access was checked and recorded: its
     * verdict and its record would be the same (docs/engine.md, "Element runs"). True when it
     * joined: nothing else to do. False (nothing changed that matters) sends it to the engine: no
     * such sweep, an element whose state differs, the access that completes the sweep (the engine
     * folds it), or a split under way. A few loads and compares, one store and one fence, no call,
     * no allocation. {@code site} must be the token the engine got for the sweep's accesses from
     * this site (identity), or null.
     */
    public final boolean joins(long epochWord, boolean isWrite, int j, Object site, LockSet locks) {
        long bit = 1L << j;
        if (site == null || members != null || sweepWord != epochWord || (bit & full) == 0) {
            return false;
        }
        long written = writeBits;
        if (isWrite) {
            if (written == 0 || (written & bit) != 0 || writeSite != site || writeLocks != locks || (written | bit) == full) {
                return false;
            }
            writeBits = written | bit;
        } else {
            long read = readBits;
            if (read == 0 || ((read | written) & bit) != 0 || readSite != site || readLocks != locks || (written == 0 && (read | bit) == full)) {
                return false;
            }
            readBits = read | bit;
        }
        VarHandle.fullFence(); // the bit before the flag (pairs with the split's fence: splitting)
        return !splitting;
    }

    // What the engines' rules read under the run's monitor (Runs, HybridRuns: not subclasses).

    /** The epoch word of the sweep's thread, 0 when there is no sweep. */
    public final long sweepWord() {
        return sweepWord;
    }

    public final long writeBits() {
        return writeBits;
    }

    public final long readBits() {
        return readBits;
    }

    /** The bits of all the run's elements. */
    public final long full() {
        return full;
    }

    /** The locks held by the sweep's write (read). */
    public final LockSet locks(boolean write) {
        return write ? writeLocks : readLocks;
    }

    /** Does an access from {@code site} holding {@code locks} equal the sweep's write (read)? */
    public final boolean matches(boolean write, Object site, LockSet locks) {
        return write ? writeSite == site && writeLocks == locks : readSite == site && readLocks == locks;
    }

    /**
     * May a final-field freeze by {@code thread} drop the state of every element (the runtime's
     * freeze rule, per variable: none recorded, or the last access is {@code thread}'s race-free
     * write)? Slow paths only.
     */
    public abstract boolean freezableBy(ThreadState thread);
}
