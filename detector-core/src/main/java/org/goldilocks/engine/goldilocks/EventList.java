package org.goldilocks.engine.goldilocks;

/**
 * The one global list of synchronization events, in the order they happened (CACM 2010, sec. 4:
 * "a total order on all synchronization operations"), stored as edges in {@link Chunk}s. Appends
 * take a global lock: synchronization events are far rarer than data accesses, and the runtime
 * already reports each event atomically with its action, so per-variable event order is the real
 * one. Readers never lock. The list holds only its tail; the {@link Reclaimer} holds the oldest
 * chunk that records may still point into.
 */
final class EventList {
    private final int capacity;
    private volatile Chunk tail;

    EventList(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("chunk capacity " + capacity);
        }
        this.capacity = capacity;
        this.tail = new Chunk(0, capacity);
    }

    /** The chunk holding the newest position; a new access is recorded at (tail, tail.size()). */
    Chunk tail() {
        return tail;
    }

    /** The global position after the last published event. */
    long length() {
        Chunk c = tail;
        return c.base + c.size();
    }

    /** Appends one edge; returns the chunk it had to start, or null. */
    synchronized Chunk append(Object from, Object to) {
        return put(from, to);
    }

    /** Appends two edges atomically (a read-modify-write: read part, then write part). */
    synchronized Chunk append(Object from1, Object to1, Object from2, Object to2) {
        Chunk started = put(from1, to1);
        Chunk started2 = put(from2, to2);
        return started2 != null ? started2 : started;
    }

    private Chunk put(Object from, Object to) {
        Chunk c = tail;
        int n = c.size();
        Chunk started = null;
        if (n == capacity) {
            started = new Chunk(c.serial + 1, capacity);
            c.link(started);
            tail = started;
            c = started;
            n = 0;
        }
        c.put(n, from, to);
        // Edges join a thread and a sync variable, or two threads (fork): at most one GSync.
        GSync s = from instanceof GSync f ? f : to instanceof GSync t ? t : null;
        if (s != null) {
            s.lastEvent = c.base + n;
        }
        return started;
    }
}
