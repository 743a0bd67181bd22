package org.goldilocks.engine.goldilocks;

import java.util.Arrays;
import java.util.IdentityHashMap;

/**
 * For a stretch of the event list [p, cutoff), what each node brings into a Goldilockset by the
 * cutoff: R(x) = the set at the cutoff of a set that was {x} at p. The rules' update "if a is in
 * the set, add b" distributes over union, so the set at the cutoff of any start set S at p is the
 * union of R(x) for x in S. Built by one backward sweep (edge a -> b at p-1: R(a) |= R(b)), so a
 * reclamation pass (CACM 2010, sec. 4: reclaiming list entries, partially eager evaluation)
 * evaluates every record in the stretch, at any start position, with one pass over the list
 * instead of one walk per distinct start position.
 *
 * <p>Representation. Giving every node its own copy of R costs O(n^2) memory when one thread
 * syncs on n distinct variables: a sink l -> t copies R(t), which holds every variable t touched
 * later. Instead it uses that edges only join a thread and a sync variable (release, volatile
 * write: t -> s; acquire, volatile read: s -> t) or two threads (fork, join), and that every R
 * only grows as the sweep moves back:
 * <ul>
 * <li>a thread's R is one {@link ScratchSet} whose insertion order is a log: its first k elements
 * are R(t) as it was when it had k elements, a snapshot that stays valid for ever;</li>
 * <li>a sync variable's R is itself plus snapshots (thread, length), the largest per thread: a
 * sink s -> t records (t, |R(t)| now) instead of copying R(t);</li>
 * <li>a source t -> s copies the snapshots of s into R(t), remembering per (t, source thread)
 * how far it has copied, so a lock passed back and forth between two threads copies only what is
 * new each time.</li>
 * </ul>
 * Memory: the threads' logs (at most threads x nodes) plus one snapshot per (variable, thread)
 * that met in the stretch and per (thread, thread) copy. Time: each element of a log is copied
 * into each other thread's log at most once, plus O(snapshots of s) per source edge.
 * {@link #addReachOf} yields exactly the set that per-node copies would hold.
 */
final class BackwardReach {
    /** Threads and variables whose R is more than themselves; no entry means R(x) = {x}. */
    private final IdentityHashMap<GThread, ThreadReach> threads = new IdentityHashMap<>();
    private final IdentityHashMap<GSync, Snapshots> syncs = new IdentityHashMap<>();

    /** Moves p one edge back: the edge at p-1 is "if a then add b". */
    void prepend(Object a, Object b) {
        if (a == b) {
            return;
        }
        if (a instanceof GSync s) {
            // Sink s -> t: R(s) |= R(t), recorded as a snapshot of t's log.
            ThreadReach t = threadReach((GThread) b);
            syncs.computeIfAbsent(s, k -> new Snapshots()).raise(t, t.log.size());
            return;
        }
        ThreadReach t = threadReach((GThread) a);
        if (b instanceof GThread u) {
            // Fork (parent -> child) or join (joined -> joiner): R(t) |= R(u), all of u's log.
            ThreadReach r = threadReach(u);
            t.copy(r, r.log.size());
        } else {
            // Source t -> s: R(t) |= {s} and the snapshots s holds.
            GSync s = (GSync) b;
            t.log.add(s);
            Snapshots from = syncs.get(s);
            if (from != null) {
                for (int i = 0; i < from.count; i++) {
                    if (from.logs[i] != t) { // a snapshot of t's own log is in it already
                        t.copy(from.logs[i], from.lengths[i]);
                    }
                }
            }
        }
    }

    /** Adds R(x) at the current position to {@code into}. */
    void addReachOf(Object x, ScratchSet into) {
        Snapshots widest = new Snapshots();
        addReachOf(x, into, widest);
        widest.addTo(into);
    }

    /** Adds the union of R(x) over {@code xs} to {@code into}: each thread's log is read once. */
    void addReachOfAll(FrozenSet xs, ScratchSet into) {
        Snapshots widest = new Snapshots();
        xs.forEach(x -> addReachOf(x, into, widest));
        widest.addTo(into);
    }

    /** Adds x to {@code into} and the logs its R consists of to {@code widest}. */
    private void addReachOf(Object x, ScratchSet into, Snapshots widest) {
        into.add(x);
        if (x instanceof GThread t) {
            ThreadReach r = threads.get(t);
            if (r != null) {
                widest.raise(r, r.log.size());
            }
        } else {
            Snapshots s = syncs.get((GSync) x);
            if (s != null) {
                for (int i = 0; i < s.count; i++) {
                    widest.raise(s.logs[i], s.lengths[i]);
                }
            }
        }
    }

    private ThreadReach threadReach(GThread t) {
        ThreadReach r = threads.get(t);
        if (r == null) {
            r = new ThreadReach(t);
            threads.put(t, r);
        }
        return r;
    }

    /** R(t) of one thread: an append-only log, and how much of other logs is already in it. */
    private static final class ThreadReach {
        final ScratchSet log = new ScratchSet();
        final Snapshots copied = new Snapshots();

        ThreadReach(GThread t) {
            log.add(t);
        }

        /** Adds the first n elements of {@code from}'s log (from != this), skipping what was copied before. */
        void copy(ThreadReach from, int n) {
            for (int i = copied.lengthOf(from); i < n; i++) {
                log.add(from.log.get(i));
            }
            copied.raise(from, n);
        }
    }

    /**
     * Prefixes of thread logs, at most one (the longest) per log: small arrays searched linearly,
     * indexed by a map once a variable met many threads.
     */
    private static final class Snapshots {
        private static final int LINEAR = 8;

        ThreadReach[] logs = new ThreadReach[2];
        int[] lengths = new int[2];
        int count;
        private IdentityHashMap<ThreadReach, Integer> index;

        int lengthOf(ThreadReach log) {
            int i = slot(log);
            return i < 0 ? 0 : lengths[i];
        }

        void raise(ThreadReach log, int length) {
            int i = slot(log);
            if (i >= 0) {
                lengths[i] = Math.max(lengths[i], length);
                return;
            }
            if (count == logs.length) {
                logs = Arrays.copyOf(logs, count * 2);
                lengths = Arrays.copyOf(lengths, count * 2);
            }
            logs[count] = log;
            lengths[count] = length;
            if (index != null) {
                index.put(log, count);
            } else if (count == LINEAR) {
                index = new IdentityHashMap<>();
                for (int k = 0; k <= count; k++) {
                    index.put(logs[k], k);
                }
            }
            count++;
        }

        private int slot(ThreadReach log) {
            if (index != null) {
                Integer i = index.get(log);
                return i == null ? -1 : i;
            }
            for (int i = 0; i < count; i++) {
                if (logs[i] == log) {
                    return i;
                }
            }
            return -1;
        }

        /** Adds every snapshot's elements to {@code into}. */
        void addTo(ScratchSet into) {
            for (int i = 0; i < count; i++) {
                ScratchSet log = logs[i].log;
                for (int k = 0, n = lengths[i]; k < n; k++) {
                    into.add(log.get(k));
                }
            }
        }
    }
}
