package org.goldilocks.engine.goldilocks;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * A segment of the global synchronization-event list (CACM 2010, sec. 4, Fig. 4): parallel arrays of
 * edges "if {@code from[i]} is in a Goldilockset, add {@code to[i]}", plus the registry of the
 * variables whose access records point into it. Chunks link forward only, so a chunk no record
 * points into (and that the {@link Reclaimer} no longer holds) is garbage.
 *
 * <p>Publication: only the {@link EventList} appends, under its lock; it stores the slots, then
 * publishes them with a release store of {@code size}. Walkers read {@code size} first (acquire),
 * then the slots below it, without locking. {@code next} is set before the new chunk gets events.
 */
final class Chunk {
    static final int DEFAULT_CAPACITY = 4096;

    private static final VarHandle SIZE;

    static {
        try {
            SIZE = MethodHandles.lookup().findVarHandle(Chunk.class, "size", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Chunk number: chunk n holds global positions [n * capacity, (n + 1) * capacity). */
    final int serial;
    final long base;
    final Object[] from;
    final Object[] to;
    final Registry registry = new Registry();

    private volatile int size;
    private volatile Chunk next;
    /** Set by {@link #drop}; read only by assertions (a walk must never reach a dropped chunk). */
    private boolean dropped;

    Chunk(int serial, int capacity) {
        this.serial = serial;
        this.base = (long) serial * capacity;
        this.from = new Object[capacity];
        this.to = new Object[capacity];
    }

    int capacity() {
        return from.length;
    }

    /** The number of published events (acquire read). */
    int size() {
        return size;
    }

    Chunk next() {
        return next;
    }

    /** Appender only (under the list lock): stores one edge and publishes it. */
    void put(int i, Object edgeFrom, Object edgeTo) {
        from[i] = edgeFrom;
        to[i] = edgeTo;
        SIZE.setRelease(this, i + 1);
    }

    /** Appender only: links the next chunk, before any event is put into it. */
    void link(Chunk successor) {
        next = successor;
    }

    /**
     * Reclaimer only, once the pass that moved every record out of this chunk has ended: drops the
     * chunk's references. Nothing can walk it any more (a walk starts at a record's chunk under the
     * variable's lock, and the pass has moved each such record under that lock; a record of a
     * collected variable is never read), so this changes no verdict, only what the collector sees.
     * A chunk lives until a pass passes it, often long enough to be promoted; dead in the old
     * generation, it would keep its successor and every node its edges name alive through each
     * young collection until the next old-generation one, so those were promoted too, chunk after
     * chunk ("nepotism"; the JDK's linked queues unlink for the same reason). Seen in thread churn:
     * the synchronization variables of threads long gone surviving every young collection, and a
     * concurrent marking cycle every half second (docs/results.md, "Thread churn").
     */
    void drop() {
        dropped = true;
        next = null;
        Arrays.fill(from, null);
        Arrays.fill(to, null);
    }

    boolean isDropped() {
        return dropped;
    }
}
