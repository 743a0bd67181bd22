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
 * {@link #addReachOf} yields exactly the set that per-node copies would hold, less the nodes the
 * sets at the cutoff may forget ({@link Nodes#forgettable}: ended threads, unreachable variables),
 * which are never added to a log. Without that, thread churn made the logs quadratic: every thread
 * early in the stretch reaches, through a shared lock, every later thread and its end.
 */
final class BackwardReach {
    /** The cutoff's list position: members that a set there may forget are not logged. */
    private final long at;
    /** Threads and variables whose R is more than themselves; no entry means R(x) = {x}. */
    private final IdentityHashMap<GThread, ThreadReach> threads = new IdentityHashMap<>();
    private final IdentityHashMap<GSync, SyncReach> syncs = new IdentityHashMap<>();
    /**
     * A log this short is copied, not referred to: a sink s -> t adds it to R(s)'s own log, a copy
     * of it is not remembered. Thread churn makes thousands of threads whose logs, once ended
     * threads and unreachable variables are left out, hold the same few nodes (the shared lock,
     * main...); a snapshot per thread in the lock's R, copied into every later releaser's log with
     * a remembered length per pair, was quadratic in the threads of a stretch.
     */
    private static final int INLINE = 16;

    /** For sets at list position {@code at}. */
    BackwardReach(long at) {
        this.at = at;
    }

    /** Forgetting nothing (tests). */
    BackwardReach() {
        this(Long.MIN_VALUE);
    }

    /** Moves p one edge back: the edge at p-1 is "if a then add b". */
    void prepend(Object a, Object b) {
        if (a == b) {
            return;
        }
        if (a instanceof GSync s) {
            // Sink s -> t: R(s) |= R(t), recorded as a snapshot of t's log (short ones copied).
            ThreadReach t = threadReach((GThread) b);
            int n = t.log.size();
            if (n > 0) {
                SyncReach r = syncs.computeIfAbsent(s, k -> new SyncReach());
                if (t.covers(r)) {
                    // R(t) already holds all of R(s) (t released s later, and s had no event in
                    // between): R(s) becomes R(t). A lock handed from thread to thread is then one
                    // snapshot, not one per thread that ever held it.
                    r.own = null;
                    r.snapshots = new Snapshots<>();
                }
                r.version++;
                if (n <= INLINE) {
                    ThreadReach own = r.own();
                    for (int i = 0; i < n; i++) {
                        own.log.add(t.log.get(i));
                    }
                } else {
                    r.snapshots.raise(t, n);
                }
            }
            return;
        }
        GThread ta = (GThread) a;
        ThreadReach t = threadReach(ta);
        if (b instanceof GThread u) {
            // Fork (parent -> child) or join (joined -> joiner): R(t) |= R(u), all of u's log.
            ThreadReach r = threadReach(u);
            t.copyAll(r);
            if (u.forkedBy == ta.firstWord()) {
                // u's fork: before it u had no edge, and no record or set of u can be asked
                // about before it, so u's log is complete and needed only by whoever refers to it.
                threads.remove(u);
            }
        } else {
            // Source t -> s: R(t) |= {s} and the snapshots s holds.
            GSync s = (GSync) b;
            if (!Nodes.forgettable(s, at)) {
                t.log.add(s);
            }
            SyncReach r = syncs.get(s);
            if (r != null) {
                if (r.own != null) {
                    t.copy(r.own, r.own.log.size());
                }
                Snapshots<ThreadReach> from = r.snapshots;
                for (int i = 0; i < from.count; i++) {
                    if (from.log(i) != t) { // a snapshot of t's own log is in it already
                        t.copy(from.log(i), from.lengths[i]);
                    }
                }
                t.coveredFrom = r;
                t.coveredVersion = r.version;
            }
        }
    }

    /** Adds R(x) at the current position to {@code into}, every element copied (tests). */
    void addReachOf(Object x, ScratchSet into) {
        Result r = new Result();
        reachOf(x, r);
        r.flattenInto(into);
    }

    /** Adds the union of R(x) over {@code xs} to {@code into}, every element copied (tests). */
    void addReachOfAll(FrozenSet xs, ScratchSet into) {
        Result r = new Result();
        xs.forEach(x -> reachOf(x, r));
        r.flattenInto(into);
    }

    /** Adds R(x) at the current position to {@code into}: x itself, and the logs R(x) consists of. */
    void reachOf(Object x, Result into) {
        into.own.add(x);
        reachBeyond(x, into);
    }

    /** Adds the logs R(x) consists of, at the current position, to {@code into} (not x itself). */
    void reachBeyond(Object x, Result into) {
        if (x instanceof GThread t) {
            ThreadReach r = threads.get(t);
            if (r != null) {
                into.raise(r, r.log.size());
            }
        } else {
            SyncReach r = syncs.get((GSync) x);
            if (r != null) {
                if (r.own != null) {
                    into.raise(r.own, r.own.log.size());
                }
                Snapshots<ThreadReach> s = r.snapshots;
                for (int i = 0; i < s.count; i++) {
                    into.raise(s.log(i), s.lengths[i]);
                }
            }
        }
    }

    /** Receives the prefixes of logs an R consists of. */
    interface LogPrefix {
        void accept(ScratchSet log, int length);
    }

    /** The prefixes of logs R(x) consists of at the current position (not x itself). */
    void forEachLog(Object x, LogPrefix action) {
        if (x instanceof GThread t) {
            ThreadReach r = threads.get(t);
            if (r != null) {
                action.accept(r.log, r.log.size());
            }
        } else {
            SyncReach r = syncs.get((GSync) x);
            if (r != null) {
                if (r.own != null) {
                    action.accept(r.own.log, r.own.log.size());
                }
                Snapshots<ThreadReach> s = r.snapshots;
                for (int i = 0; i < s.count; i++) {
                    action.accept(s.log(i).log, s.lengths[i]);
                }
            }
        }
    }

    /** Does x have an R larger than itself at the current position (an edge from it in the stretch)? */
    boolean active(Object x) {
        return x instanceof GThread t ? threads.containsKey(t) : syncs.containsKey((GSync) x);
    }

    /**
     * A Goldilockset being computed for the cutoff: elements of its own, prefixes of this sweep's
     * logs (the largest per log), and parts carried over from an earlier pass's set.
     */
    static final class Result {
        /**
         * A part this short is copied into the set's own elements rather than referred to (tests
         * set 0, so that the differential runs, whose sets are small, exercise parts too).
         */
        static int smallPart = 16;
        /** At most this many parts per set: each costs a lookup in every check that reads the set. */
        private static final int MAX_PARTS = 8;

        final ScratchSet own = new ScratchSet();
        final Snapshots<ThreadReach> widest = new Snapshots<>();
        /** Prefixes of logs that no longer change (an earlier pass's), the longest per log. */
        private final Snapshots<ScratchSet> carried = new Snapshots<>();

        void clear() {
            own.clear();
            widest.clear();
            carried.clear();
        }

        /**
         * Adds a prefix of one of the sweep's logs: a short one element by element (a set made of
         * thousands of sync variables' R would otherwise name thousands of small logs, mostly
         * holding the same few nodes), a longer one as a part.
         */
        private void raise(ThreadReach log, int length) {
            if (length <= smallPart) {
                for (int i = 0; i < length; i++) {
                    own.add(log.log.get(i));
                }
            } else {
                widest.raise(log, length);
            }
        }

        /** Adds a prefix of a log that no longer changes. */
        void carry(ScratchSet log, int length) {
            carried.raise(log, length);
        }

        void addAll(Result other) {
            own.addAll(other.own);
            for (int i = 0; i < other.widest.count; i++) {
                widest.raise(other.widest.log(i), other.widest.lengths[i]);
            }
            for (int i = 0; i < other.carried.count; i++) {
                carried.raise(other.carried.log(i), other.carried.lengths[i]);
            }
        }

        /**
         * The set at list position {@code at}, without {@code excluded} (the record's owner, a member
         * anyway) and the nodes a set there may forget ({@link Nodes#forgettable}; the logs hold none),
         * or null if nothing is left. Small parts are copied, and the smallest parts beyond
         * {@link #MAX_PARTS}.
         */
        FrozenSet freeze(Object excluded, long at) {
            int n = widest.count + carried.count;
            ScratchSet[] logs = new ScratchSet[n];
            int[] lengths = new int[n];
            for (int i = 0; i < widest.count; i++) {
                logs[i] = widest.log(i).log;
                lengths[i] = widest.lengths[i];
            }
            for (int i = 0; i < carried.count; i++) {
                logs[widest.count + i] = carried.log(i);
            }
            System.arraycopy(carried.lengths, 0, lengths, widest.count, carried.count);
            if (n > MAX_PARTS) {
                sortByLengthDescending(logs, lengths);
            }
            ScratchSet elements = new ScratchSet();
            for (int i = 0; i < own.size(); i++) {
                Object e = own.get(i);
                if (e != excluded && !Nodes.forgettable(e, at)) {
                    elements.add(e);
                }
            }
            int kept = 0;
            for (int i = 0; i < n; i++) {
                if (lengths[i] <= smallPart || kept == MAX_PARTS) {
                    for (int k = 0; k < lengths[i]; k++) {
                        elements.add(logs[i].get(k));
                    }
                } else {
                    logs[kept] = logs[i];
                    lengths[kept++] = lengths[i];
                }
            }
            if (kept == 0 && elements.size() == 0) {
                return null;
            }
            Object[] array = new Object[elements.size()];
            for (int i = 0; i < array.length; i++) {
                array[i] = elements.get(i);
            }
            return new FrozenSet(array, Arrays.copyOf(logs, kept, NodeLog[].class), Arrays.copyOf(lengths, kept));
        }

        /** Every element of the set, copied (tests). */
        void flattenInto(ScratchSet into) {
            into.addAll(own);
            for (int i = 0; i < widest.count; i++) {
                addPrefix(into, widest.log(i).log, widest.lengths[i]);
            }
            for (int i = 0; i < carried.count; i++) {
                addPrefix(into, carried.log(i), carried.lengths[i]);
            }
        }

        private static void addPrefix(ScratchSet into, ScratchSet log, int length) {
            for (int k = 0; k < length; k++) {
                into.add(log.get(k));
            }
        }

        private static void sortByLengthDescending(ScratchSet[] logs, int[] lengths) {
            Integer[] order = new Integer[logs.length];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (a, b) -> Integer.compare(lengths[b], lengths[a]));
            ScratchSet[] l = logs.clone();
            int[] n = lengths.clone();
            for (int i = 0; i < order.length; i++) {
                logs[i] = l[order[i]];
                lengths[i] = n[order[i]];
            }
        }
    }

    private ThreadReach threadReach(GThread t) {
        ThreadReach r = threads.get(t);
        if (r == null) {
            r = new ThreadReach(t, Nodes.forgettable(t, at));
            threads.put(t, r);
        }
        return r;
    }

    /** R(t) of one thread: an append-only log, and how much of other logs is already in it. */
    private static final class ThreadReach {
        final ScratchSet log = new ScratchSet();
        final Snapshots<ThreadReach> copied = new Snapshots<>();
        /** The sync variable whose whole R this log holds, as it was at {@link #coveredVersion}. */
        SyncReach coveredFrom;
        int coveredVersion;

        ThreadReach(GThread t, boolean forgettable) {
            if (!forgettable) {
                log.add(t);
            }
        }

        /** Does this log hold all of R(s) as it is now? Logs only grow, so a copy stays contained. */
        boolean covers(SyncReach s) {
            return coveredFrom == s && coveredVersion == s.version;
        }

        /** A log of no thread: what a sync variable's R holds itself. */
        ThreadReach() {
        }

        /**
         * Adds the first n elements of {@code from}'s log (from != this), skipping what was copied
         * before; a short prefix is copied whole and not remembered (adding is idempotent).
         */
        void copy(ThreadReach from, int n) {
            if (n <= INLINE) {
                for (int i = 0; i < n; i++) {
                    log.add(from.log.get(i));
                }
                return;
            }
            for (int i = copied.lengthOf(from); i < n; i++) {
                log.add(from.log.get(i));
            }
            copied.raise(from, n);
        }

        /** Adds all of {@code from}'s log, not remembered: a thread's fork or join is copied once. */
        void copyAll(ThreadReach from) {
            for (int i = 0, n = from.log.size(); i < n; i++) {
                log.add(from.log.get(i));
            }
        }
    }

    /** R(s) of a sync variable: short logs copied into its own log, snapshots of the longer ones. */
    private static final class SyncReach {
        /** Made on first use: most variables of a stretch only ever hold snapshots, or nothing. */
        ThreadReach own;
        Snapshots<ThreadReach> snapshots = new Snapshots<>();

        ThreadReach own() {
            if (own == null) {
                own = new ThreadReach();
            }
            return own;
        }
        /** Bumped whenever R(s) grows. */
        int version;
    }

    /**
     * Prefixes of logs ({@link ThreadReach} or, carried from an earlier pass, {@link ScratchSet}), at
     * most one (the longest) per log: small arrays searched linearly, indexed by a map once a
     * variable met many threads.
     */
    private static final class Snapshots<L> {
        private static final int LINEAR = 8;

        private Object[] logs = new Object[2];
        int[] lengths = new int[2];
        int count;
        private IdentityHashMap<L, Integer> index;

        void clear() {
            Arrays.fill(logs, 0, count, null);
            count = 0;
            index = null;
        }

        @SuppressWarnings("unchecked")
        L log(int i) {
            return (L) logs[i];
        }

        int lengthOf(L log) {
            int i = slot(log);
            return i < 0 ? 0 : lengths[i];
        }

        void raise(L log, int length) {
            if (length == 0) {
                return;
            }
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
                    index.put(log(k), k);
                }
            }
            count++;
        }

        private int slot(L log) {
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
    }
}
