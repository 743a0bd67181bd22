package org.goldilocks.engine;

/**
 * The detector state of one shared variable (a field of one object, a static field, an array
 * element). Created by {@link Engine#newVariable()}, which is the allocation event: a fresh
 * variable has no earlier access, so its first access never races (JLS 17.4.4: the write of the
 * default value synchronizes-with the first action of every thread).
 *
 * <p>Runtimes keep variables wherever their objects are (the VM: in a shadow of the object) and
 * may test {@link #canSkip} inline before calling the engine.
 */
public abstract class Variable {
    /**
     * The epoch word of the thread that may read or write this variable without telling the engine:
     * the last recorded access is a race-free <em>write</em> by that thread, nobody has accessed the
     * variable since, and the thread has performed no synchronization source action since (its epoch
     * word is unchanged). Such an access cannot race and cannot change what later accesses must be
     * checked against. Never set by a read: a thread that only read could then skip its own write,
     * and a later reader would not be checked against it. 0 when no thread qualifies. Written by
     * engines only.
     */
    protected long exclusiveWord;
    /**
     * The epoch word of a thread whose race-free read is recorded in its current epoch: a further
     * read by it needs no check and no update. Never set by a racy read that was committed (it still
     * races), cleared when the recorded reads are discarded. 0 when none.
     */
    protected long readWord;
    /**
     * Another reader's word, with the same meaning as {@link #readWord}: the reader {@code readWord}
     * named before the last reader took it. Two threads reading one variable in turn (a field of a
     * shared object read in both threads' loops) would otherwise evict each other's word on every
     * read, and each of them take the slow path. Engines that never set it leave it 0.
     */
    protected long readWord2;

    /**
     * The inline fast path: true when the access by the thread owning {@code epochWord} can be
     * skipped entirely (no race possible, no state change needed). Plain reads of plain fields,
     * no allocation, no locking: runtimes call this before the engine. A stale value read here
     * is harmless: the fields only ever name the calling thread's own current epoch if that
     * thread itself performed the last access (for the reader words: one of the last two reads).
     */
    public final boolean canSkip(long epochWord, boolean isWrite) {
        return exclusiveWord == epochWord || (!isWrite && (readWord == epochWord || readWord2 == epochWord));
    }

    /** A fast-path word naming every thread in every epoch (never an epoch word: those are positive). */
    public static final long ALL_THREADS = -1L;

    /**
     * The fast-path word naming the thread of {@code epochWord} in all its epochs: its slot with every
     * counter bit set, never an epoch word (counters stay below half their range: ThreadSlots). Only
     * for an engine whose state then stays as it is whatever the epoch (the hybrid's simple mode,
     * which has no happens-before), and only while a record of the thread keeps its slot its own.
     */
    public static long allEpochsOf(long epochWord) {
        return epochWord | ThreadState.COUNTER_MASK;
    }

    /**
     * The second inline test, for engines that set {@link #ALL_THREADS} or {@link #allEpochsOf}
     * words (the runtime makes it only for such an engine): the access can be skipped by this thread
     * in any epoch, or by any thread. Engines that never set them leave it always false.
     */
    public final boolean canSkipInAnyEpoch(long epochWord, boolean isWrite) {
        long mine = epochWord | ThreadState.COUNTER_MASK;
        long x = exclusiveWord;
        if (x == ALL_THREADS || x == mine) {
            return true;
        }
        long r = readWord;
        return !isWrite && (r == ALL_THREADS || r == mine);
    }

    /**
     * Is the last recorded access a race-free write by {@code thread}, in any of its epochs, with
     * nobody's access recorded since? (Every recorded access resets {@link #exclusiveWord}: a write
     * to the writer's word, a read to 0.) Slow paths only.
     */
    public final boolean lastWrittenBy(ThreadState thread) {
        long word = exclusiveWord;
        // Same slot, and not an earlier holder's word: a slot's epoch counters only grow (ThreadSlots).
        return word != 0 && (word >>> ThreadState.EPOCH_BITS) == thread.slot() && word >= thread.firstWord();
    }
}
