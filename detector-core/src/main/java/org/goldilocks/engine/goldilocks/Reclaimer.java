package org.goldilocks.engine.goldilocks;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
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
    /** A background pass waits for a collection until the live list is this many thresholds long. */
    static final int UNCOLLECTED_FACTOR = 16;
    /** Past this many thresholds, a thread starting a chunk waits for a pass ({@link #awaitPass}). */
    static final int BLOCKING_FACTOR = 32;
    private static final long COLLECTION_POLL_MILLIS = 20;

    private final EventList events;
    private final long minLive;
    private final int factor;
    private final ReentrantLock passLock = new ReentrantLock();
    /** Guarded by passLock. */
    private Chunk oldest;
    private volatile long oldestBase;
    private volatile long threshold;
    private volatile long passes;
    /** Background thread only: cleared by the first collection after it was made ({@link #purgeIfCollected}). */
    private WeakReference<Object> uncollected = new WeakReference<>(new Object());
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
            if (started.base - oldestBase > BLOCKING_FACTOR * threshold) {
                awaitPass();
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

    /**
     * Back-pressure: the list has grown far past what a pass would leave, so the reclamation thread
     * is not keeping up (it shares the cores with the program; seen: a program appending 150,000
     * events a second on 2 cores shared with other work). The thread that started this chunk waits
     * for the next pass to end (the other threads go on until one of them starts the next chunk), so
     * the list, and the memory the program's dead objects keep through it, stays bounded. No lock
     * of the engine's is held here, and a pass takes none a waiting thread could hold (the VM's own
     * locks are not the engine's); past {@link #UNCOLLECTED_FACTOR} thresholds a pass starts
     * without waiting for a collection, so the wait ends even if the program allocates nothing.
     */
    private void awaitPass() {
        long seen = passes;
        while (passes == seen && wanted != null) {
            LockSupport.parkNanos(this, 1_000_000L);
        }
    }

    /** From now on, passes run on a daemon thread of their own ({@code name}). */
    synchronized void startBackground(String name) {
        if (wanted != null) {
            return;
        }
        Semaphore w = new Semaphore(0);
        // The thread holds this reclaimer (and so the engine's list) only during a pass: an engine
        // nobody uses any more is collected, and its thread ends within a second.
        WeakReference<Reclaimer> self = new WeakReference<>(this);
        Thread t = new Thread(() -> {
            try {
                while (true) {
                    boolean woken = w.tryAcquire(1, TimeUnit.SECONDS);
                    if (self.refersTo(null)) {
                        return;
                    }
                    if (self.get() instanceof Reclaimer r) {
                        r.purgeIfCollected();
                    }
                    if (!woken) {
                        continue;
                    }
                    Position cutoff = self.get() instanceof Reclaimer r ? r.tail() : null;
                    if (cutoff == null || !awaitCollection(self)) {
                        return;
                    }
                    w.drainPermits();
                    Reclaimer r = self.get();
                    if (r == null) {
                        return;
                    }
                    r.reclaimAt(cutoff);
                }
            } catch (InterruptedException e) {
                // the engine's owner stops the thread
            }
        }, name);
        t.setDaemon(true);
        t.start();
        wanted = w;
    }

    /**
     * Waits, before a background pass, for the garbage collector to have run once since its cutoff
     * was taken, or for the live list to pass {@link #UNCOLLECTED_FACTOR} times the threshold.
     * A pass can forget what the program can no longer reach (a dead object's monitor and volatile
     * fields, SyncVar#unreachable; its variables, whose registry entries are weak) only once a
     * collection has said so. Until then every such node counts as live, and short-lived threads
     * are where it shows: each thread's end is a volatile of its Thread object, which every earlier
     * thread of the stretch reaches through a shared lock, so the sweep and the sets it produces
     * grow with the square of the threads started since the last collection (seen: 200,000 events
     * of thread churn, a pass of seconds that never caught up; after a collection, 40 ms).
     * Returns false if the engine was dropped meanwhile.
     */
    private static boolean awaitCollection(WeakReference<Reclaimer> self) throws InterruptedException {
        ReferenceQueue<Object> collected = new ReferenceQueue<>();
        WeakReference<Object> sentinel = new WeakReference<>(new Object(), collected);
        while (collected.remove(COLLECTION_POLL_MILLIS) == null) {
            Reclaimer r = self.get();
            if (r == null) {
                return false;
            }
            if (r.liveEvents() > UNCOLLECTED_FACTOR * r.threshold) {
                break;
            }
        }
        Reference.reachabilityFence(sentinel);
        return true;
    }

    /**
     * Background thread only: once a collection has run since the last call, drops the registry
     * entries of collected variables from every chunk still held (Registry#purgeCollected), so that
     * between passes they cost memory in proportion to the live variables, not to every variable
     * accessed since the last pass. At most once per collection (the thread checks at each poll,
     * a second apart, and at each wake-up for a pass), linear in the entries. Precision is untouched: an entry goes only once its variable is unreachable, so no
     * record of it can be read again.
     */
    private void purgeIfCollected() {
        if (!uncollected.refersTo(null)) {
            return;
        }
        uncollected = new WeakReference<>(new Object());
        purgeCollectedNow();
    }

    /** Drops collected variables' entries from the registries of every chunk still held (the pass lock keeps {@code oldest} stable). */
    void purgeCollectedNow() {
        passLock.lock();
        try {
            for (Chunk c = oldest; c != null; c = c.next()) {
                c.registry.purgeCollected();
            }
        } finally {
            passLock.unlock();
        }
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

    /** The list's current end, the cutoff of a pass. */
    private Position tail() {
        Chunk c = events.tail();
        return new Position(c, c.size());
    }

    /** Runs a pass with a cutoff taken earlier (background passes). */
    private void reclaimAt(Position cutoff) {
        passLock.lock();
        try {
            pass(cutoff);
        } finally {
            passLock.unlock();
        }
    }

    private void pass() {
        pass(tail());
    }

    /**
     * Advances every record older than {@code at}'s chunk to {@code at}. The cutoff may be older
     * than the tail (a background pass waits for a collection after taking it): a set at the cutoff
     * forgets only what ended before it or has had no event since (Nodes.forgettable), which no
     * later event can change.
     */
    private void pass(Position at) {
        Chunk cutoff = at.chunk;
        int cutoffIndex = at.index;
        if (cutoff == oldest || cutoff.serial < oldest.serial) {
            return;
        }
        Chunk first = oldest;
        long advanced = new EagerPass(first, cutoff, cutoffIndex).run();
        oldest = cutoff;
        oldestBase = cutoff.base;
        threshold = Math.max(minLive, factor * advanced);
        passes++;
        for (Chunk c = first; c != cutoff;) {
            Chunk next = c.next();
            c.drop();
            c = next;
        }
    }

    /** A position in the list: before event {@code index} of {@code chunk}. */
    private record Position(Chunk chunk, int index) {
    }

    /** Events from the oldest chunk still reachable to the tail. */
    long liveEvents() {
        return events.length() - oldestBase;
    }

    long passes() {
        return passes;
    }
}
