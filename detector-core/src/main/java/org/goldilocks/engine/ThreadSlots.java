package org.goldilocks.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.ref.PhantomReference;
import java.lang.ref.ReferenceQueue;
import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * The small numbers ("slots") an engine gives its threads: the high bits of their epoch words,
 * and the index of their entries in vector clocks. A slot is recycled once the thread holding it
 * has become unreachable (the garbage collector says so through a phantom reference), as
 * ThreadSanitizer recycles thread slots, so that clocks stay as wide as the number of threads
 * that still matter, not the number that ever ran.
 *
 * <p>Why reuse cannot hide or invent a race (docs/engine.md, "Thread churn"):
 * <ul>
 * <li>Epochs never repeat: a slot's next holder starts its epoch counter above the last one its
 * previous holder reached ({@link Lease#lastWord}), so an epoch word or clock value of the old
 * thread, wherever it was left (a variable's fast-path words, a vector clock entry), can never be
 * taken for one of the new thread's: a clock entry below the new thread's first counter says
 * nothing about it.</li>
 * <li>An engine keeps, with every recorded access it may check later, a reference to the thread
 * that made it. While any such record exists its thread is reachable, so its slot is not reused:
 * no check ever compares a record of the old thread with knowledge of the new one.</li>
 * </ul>
 */
public final class ThreadSlots {
    /** The epoch counter, the low bits of an epoch word, must stay below this: a slot near it is retired. */
    private static final long RETIRE_AT = 1L << (ThreadState.EPOCH_BITS - 1);
    private static final VarHandle LAST_WORD;

    static {
        try {
            LAST_WORD = MethodHandles.lookup().findVarHandle(Lease.class, "lastWord", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final ReferenceQueue<ThreadState> unreachable = new ReferenceQueue<>();
    /** The live lease of each slot (keeps the phantom references reachable until they are enqueued). */
    private Lease[] bySlot = new Lease[16];
    /**
     * Recycled slots with the counter their next holder starts from, lowest slot first: slots are
     * freed only as the collector finds threads unreachable, so a burst of threads between two
     * collections takes new ones, and reusing the lowest keeps vector clocks narrow afterwards.
     */
    private final PriorityQueue<long[]> free = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
    private int nextSlot = 1;
    private long recycled;

    /** A slot for {@code thread}, and the first value of its epoch counter (>= 1). */
    synchronized Lease lease(ThreadState thread) {
        reclaim();
        int slot;
        long first;
        long[] reuse = free.poll();
        if (reuse != null) {
            slot = (int) reuse[0];
            first = reuse[1];
            recycled++;
        } else {
            slot = nextSlot++;
            if (slot >= 1 << (Long.SIZE - ThreadState.EPOCH_BITS - 1)) {
                throw new IllegalStateException("more than " + (slot - 1) + " threads reachable at once");
            }
            first = 1;
        }
        Lease lease = new Lease(thread, unreachable, slot, first);
        if (slot >= bySlot.length) {
            bySlot = Arrays.copyOf(bySlot, Math.max(slot + 1, bySlot.length * 2));
        }
        bySlot[slot] = lease;
        return lease;
    }

    /** Frees the slots of threads the garbage collector found unreachable. */
    private void reclaim() {
        for (Lease l; (l = (Lease) unreachable.poll()) != null;) {
            if (bySlot[l.slot] == l) {
                bySlot[l.slot] = null;
            }
            long last = (long) LAST_WORD.getAcquire(l) & ThreadState.COUNTER_MASK;
            if (last < RETIRE_AT) {
                free.add(new long[] {l.slot, last + 1});
            }
        }
    }

    /** One more than the largest slot handed out so far: the width of a vector clock. */
    public synchronized int width() {
        return nextSlot;
    }

    /** How many leases reused a recycled slot (tests and statistics). */
    public synchronized long recycledCount() {
        reclaim();
        return recycled;
    }

    /** A thread's hold on its slot, enqueued by the garbage collector once the thread is unreachable. */
    static final class Lease extends PhantomReference<ThreadState> {
        final int slot;
        final long firstCounter;
        /** The thread's latest epoch word; its successor in the slot starts above it. */
        @SuppressWarnings("unused") private long lastWord;

        Lease(ThreadState thread, ReferenceQueue<ThreadState> queue, int slot, long firstCounter) {
            super(thread, queue);
            this.slot = slot;
            this.firstCounter = firstCounter;
        }

        /** Called by the owning thread at every new epoch (a release store: read after it is gone). */
        void advanced(long word) {
            LAST_WORD.setRelease(this, word);
        }
    }
}
