package org.goldilocks.engine.goldilocks;

import java.lang.invoke.VarHandle;

import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.ThreadState;

/**
 * Goldilocks' compact state of a run of array elements ({@link ElementRun}; the rules are in
 * {@link Runs}). All of its variables are members of one {@link ElementBlock}, so the run has one
 * registry entry and a reclamation pass advances their records like any block member's: the
 * uniform state, the two variables holding the sweep's write and read records, and after a split
 * the elements' own variables. Guarded by this object's monitor (each variable also by its own,
 * as everywhere in {@link Accesses}).
 */
final class GRun extends ElementRun {
    final ElementBlock block = new ElementBlock();
    /** {@link ElementRun#uniform}. */
    final GVariable u;
    /** Its write record is the sweep's write, while {@link #writeBits} is not 0. */
    final GVariable sweepWrite;
    /** Its read record of the sweep's thread is the sweep's read, while {@link #readBits} is not 0. */
    final GVariable sweepRead;
    /** The sweep's thread (while {@link #sweepWord} is not 0). */
    GThread sweeper;

    GRun(int elements) {
        super(elements);
        u = block.join();
        uniform = u;
        sweepWrite = block.join();
        sweepRead = block.join();
    }

    /** The sweep's write (read) record was just made, from {@code site} holding {@code locks}. */
    void started(boolean write, Object site, LockSet locks) {
        if (write) {
            writeSite = site;
            writeLocks = locks;
        } else {
            readSite = site;
            readLocks = locks;
        }
    }

    Object site(boolean write) {
        return write ? writeSite : readSite;
    }

    /** A split is about to read the bits: threads joining inline from now on see it ({@link ElementRun#joins}). */
    void splitting() {
        splitting = true;
        VarHandle.fullFence();
    }

    /** t's access joins the sweep (its epoch word first: the bits name that epoch). */
    void joinSweep(GThread t, long bit, boolean write) {
        sweeper = t;
        sweepWord = t.epochWord();
        if (write) {
            writeBits |= bit;
        } else {
            readBits |= bit;
        }
    }

    /** The sweep is over (folded into the uniform state): the bits first, then the word. */
    void endSweep() {
        writeBits = 0;
        readBits = 0;
        sweepWord = 0;
        sweeper = null;
        writeSite = null;
        writeLocks = null;
        readSite = null;
        readLocks = null;
    }

    /** From now on every element has its own variable (published last: the fast path reads it first). */
    void splitInto(GVariable[] own) {
        members = own;
    }

    boolean isSplit() {
        return members != null;
    }

    GVariable member(int j) {
        return (GVariable) members[j];
    }

    @Override
    public synchronized boolean freezableBy(ThreadState thread) {
        if (members != null) {
            for (var m : members) {
                GVariable v = (GVariable) m;
                synchronized (v) {
                    if (!v.isEmpty() && !v.lastWrittenBy(thread)) {
                        return false;
                    }
                }
            }
            return true;
        }
        if ((readBits & ~writeBits) != 0) {
            return false; // an element whose last access is a read
        }
        if (writeBits != 0 && sweeper != thread) {
            return false;
        }
        if (writeBits != full) {
            synchronized (u) {
                return u.isEmpty() || u.lastWrittenBy(thread);
            }
        }
        return true;
    }
}
