package org.goldilocks.engine.hybrid;

import java.lang.invoke.VarHandle;

import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.ThreadState;

/**
 * Detailed mode's compact state of a run of array elements ({@link ElementRun}; the rules are in
 * {@link HybridRuns}). Element j's state, as its own {@link DetailedVariable} would hold it: once
 * split, {@code members[j]}; else {@link #afterWrite} if bit j of the sweep's write bits is set
 * (whether or not it is also in the read bits: the sweep's read and write hold the same locks, so
 * the write drops the read); else {@link #afterRead} if it is in the read bits; else {@link #u}.
 * Guarded by this object's monitor; the three states are never changed once made, but for
 * {@link #u}'s fast-path words (see {@code DetailedVariable.after}).
 */
final class HybridRun extends ElementRun {
    /** {@link ElementRun#uniform}, as its type. */
    DetailedVariable u = new DetailedVariable();
    /** u after the sweep's first write, while the write bits are not 0. */
    DetailedVariable afterWrite;
    /** u after the sweep's first read, while the read bits are not 0. */
    DetailedVariable afterRead;

    HybridRun(int elements) {
        super(elements);
        uniform = u;
    }

    /** The sweep's first write (read) made {@code after} from u, at {@code site} holding {@code locks}. */
    void started(boolean write, DetailedVariable after, Object site, LockSet locks) {
        if (write) {
            afterWrite = after;
            writeSite = site;
            writeLocks = locks;
        } else {
            afterRead = after;
            readSite = site;
            readLocks = locks;
        }
    }

    /** t's access joins the sweep (its epoch word first: the bits name that epoch). */
    void joinSweep(HybridThread t, long bit, boolean write) {
        sweepWord = t.epochWord();
        if (write) {
            writeBits |= bit;
        } else {
            readBits |= bit;
        }
    }

    /** The sweep covered every element: {@code state} is every element's state now. */
    void fold(DetailedVariable state) {
        u = state;
        uniform = state;
        writeBits = 0;
        readBits = 0;
        sweepWord = 0;
        afterWrite = null;
        afterRead = null;
        writeSite = null;
        writeLocks = null;
        readSite = null;
        readLocks = null;
    }

    /** Element j's state, unsplit (see the class comment). */
    DetailedVariable state(int j) {
        long bit = 1L << j;
        return (writeBits & bit) != 0 ? afterWrite : (readBits & bit) != 0 ? afterRead : u;
    }

    /** A split is about to read the bits: threads joining inline from now on see it ({@link ElementRun#joins}). */
    void splitting() {
        splitting = true;
        VarHandle.fullFence();
    }

    /** From now on every element has its own variable (published last: the fast path reads it first). */
    void splitInto(DetailedVariable[] own) {
        members = own;
    }

    boolean isSplit() {
        return members != null;
    }

    DetailedVariable member(int j) {
        return (DetailedVariable) members[j];
    }

    /** The freeze rule per element (as for a variable each): none recorded, or the last access is thread's write. */
    @Override
    public synchronized boolean freezableBy(ThreadState thread) {
        for (int j = 0; j < elements; j++) {
            if (!(members != null ? member(j) : state(j)).freezableBy(thread)) {
                return false;
            }
        }
        return true;
    }
}
