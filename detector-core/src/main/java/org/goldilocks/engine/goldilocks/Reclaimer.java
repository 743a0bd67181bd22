package org.goldilocks.engine.goldilocks;

import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Keeps the live part of the event list bounded (CACM 2010, sec. 4, reclaiming list entries). It
 * holds the oldest chunk records may point into; nothing else holds old chunks, so advancing it
 * (by an {@link EagerPass}) frees everything before. Amortized trigger: a pass runs when the live
 * list exceeds max(minLive, factor * variables the last pass advanced), so its cost (linear in
 * the records it advances plus the stretch it sweeps) is paid for by the events appended since.
 * The pass runs on the thread that appended the event starting a new chunk, outside the list
 * lock; one pass at a time (tryLock: others just go on). A runtime may ask for passes on a
 * background thread instead ({@link #startBackground}): the appender then only wakes it. In a VM
 * the appender is inside the synchronization action it reports (holding the action's stripe
 * lock, say), and a pass over a large live set can take long enough to stall every thread
 * waiting for that action (seen in a soak run: minutes).
 */
final class Reclaimer {
    static final long DEFAULT_MIN_LIVE_EVENTS = 16L * Chunk.DEFAULT_CAPACITY;
    static final int DEFAULT_LIVE_FACTOR = 2;

    private final EventList events;
    private final long minLive;
    private final int factor;
    private final ReentrantLock passLock = new ReentrantLock();
    /** Guarded by passLock. */
    private Chunk oldest;
    private volatile long oldestBase;
    private volatile long threshold;
    private volatile long passes;
    /** Set once background passes are on; a permit = a pass is wanted. */
    private volatile Semaphore wanted;

    Reclaimer(EventList events, long minLive, int factor) {
        this.events = events;
        this.minLive = minLive;
        this.factor = factor;
        this.oldest = events.tail();
        this.oldestBase = oldest.base;
        this.threshold = minLive;
    }

    /** The appender started a new chunk: maybe run a pass. */
    void chunkStarted(Chunk started) {
        if (started.base - oldestBase <= threshold) {
            return;
        }
        Semaphore background = wanted;
        if (background != null) {
            if (background.availablePermits() == 0) {
                background.release(); // at most a pass or two queued: the thread takes all permits
            }
            return;
        }
        if (passLock.tryLock()) {
            try {
                pass();
            } finally {
                passLock.unlock();
            }
        }
    }

    /** From now on, passes run on a daemon thread of their own ({@code name}). */
    synchronized void startBackground(String name) {
        if (wanted != null) {
            return;
        }
        Semaphore w = new Semaphore(0);
        Thread t = new Thread(() -> {
            while (true) {
                w.acquireUninterruptibly();
                w.drainPermits();
                reclaimNow();
            }
        }, name);
        t.setDaemon(true);
        t.start();
        wanted = w;
    }

    /** Runs a pass now (tests and tools). */
    void reclaimNow() {
        passLock.lock();
        try {
            pass();
        } finally {
            passLock.unlock();
        }
    }

    private void pass() {
        Chunk cutoff = events.tail();
        int cutoffIndex = cutoff.size();
        if (cutoff == oldest) {
            return;
        }
        long advanced = new EagerPass(oldest, cutoff, cutoffIndex).run();
        oldest = cutoff;
        oldestBase = cutoff.base;
        threshold = Math.max(minLive, factor * advanced);
        passes++;
    }

    /** Events from the oldest chunk still reachable to the tail. */
    long liveEvents() {
        return events.length() - oldestBase;
    }

    long passes() {
        return passes;
    }
}
