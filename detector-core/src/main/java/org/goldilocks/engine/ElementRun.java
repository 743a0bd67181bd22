package org.goldilocks.engine;

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

    protected ElementRun(int elements) {
        if (elements < 1 || elements > 64) {
            throw new IllegalArgumentException("a run has 1 to 64 elements: " + elements);
        }
        this.elements = elements;
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
     * May a final-field freeze by {@code thread} drop the state of every element (the runtime's
     * freeze rule, per variable: none recorded, or the last access is {@code thread}'s race-free
     * write)? Slow paths only.
     */
    public abstract boolean freezableBy(ThreadState thread);
}
