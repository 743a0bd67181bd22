package org.goldilocks.engine.goldilocks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * One partially eager evaluation pass (CACM 2010, sec. 4: reclaiming list entries and partially
 * eager evaluation): every access record pointing into a chunk older than the cutoff chunk gets
 * its Goldilockset computed at the cutoff position, stored as its explicit extra set, and is
 * re-pointed at the cutoff. Afterwards no record points into those chunks, so the garbage
 * collector frees them.
 *
 * <p>Concurrency: the pass holds no lock that data accesses need. It first closes the old chunks'
 * registries (so no access records a position in them any more), then snapshots each variable's
 * old records under that variable's lock, computes without locks, and finally re-locks each
 * variable and advances a record only if it still equals its snapshot (an access may have moved
 * it to a newer position meanwhile; such a record is already in an open chunk).
 */
final class EagerPass {
    private final Chunk oldest;
    private final Chunk cutoff;
    private final int cutoffIndex;

    /** The records to advance, with their variable and their group (same start => same result). */
    private GVariable[] vars = new GVariable[64];
    private AccessRecord[] records = new AccessRecord[64];
    private Group[] groupOf = new Group[64];
    private int count;
    private final List<Group> groups = new ArrayList<>();
    private final HashMap<Group, Group> groupIndex = new HashMap<>();
    private final Group probe = new Group();
    /** Records come in runs with the same start (accessed between the same two events): look up once. */
    private Group lastGroup;

    EagerPass(Chunk oldest, Chunk cutoff, int cutoffIndex) {
        this.oldest = oldest;
        this.cutoff = cutoff;
        this.cutoffIndex = cutoffIndex;
    }

    /** Runs the pass; returns how many variables it registered with the cutoff chunk. */
    int run() {
        List<VarRef> refs = new ArrayList<>();
        for (Chunk c = oldest; c != cutoff; c = c.next()) {
            c.registry.close(refs);
        }
        Set<ElementBlock> blocks = Collections.newSetFromMap(new IdentityHashMap<>());
        for (VarRef ref : refs) {
            Object o = ref.get();
            if (o instanceof GVariable v) {
                snapshot(v);
            } else if (o instanceof ElementBlock b && blocks.add(b)) { // in several closed chunks: once
                for (GVariable v : b.members()) {
                    snapshot(v);
                }
            }
        }
        refs = null;
        if (count == 0) {
            return 0;
        }
        evaluate();
        return advance();
    }

    private void snapshot(GVariable v) {
        synchronized (v) {
            AccessRecord w = v.write;
            if (w != null && isOld(w)) {
                add(v, w);
            }
            AccessRecord[] reads = v.reads;
            for (int i = 0, n = v.readCount; i < n; i++) {
                if (isOld(reads[i])) {
                    add(v, reads[i]);
                }
            }
        }
    }

    private boolean isOld(AccessRecord r) {
        return r.chunk.serial < cutoff.serial;
    }

    private void add(GVariable v, AccessRecord r) {
        Group g = lastGroup;
        if (g == null || !g.is(r.owner, r.chunk, r.index, r.extra)) {
            probe.set(r.owner, r.chunk, r.index, r.extra);
            g = groupIndex.get(probe);
            if (g == null) {
                g = probe.copy();
                groupIndex.put(g, g);
                groups.add(g);
            }
            lastGroup = g;
        }
        if (count == records.length) {
            int n = count * 2;
            vars = Arrays.copyOf(vars, n);
            records = Arrays.copyOf(records, n);
            groupOf = Arrays.copyOf(groupOf, n);
        }
        vars[count] = v;
        records[count] = r;
        groupOf[count] = g;
        count++;
    }

    /** One backward sweep from the cutoff to the oldest start position answers every group. */
    private void evaluate() {
        groups.sort((a, b) -> Long.compare(b.position(), a.position()));
        List<Chunk> chunks = new ArrayList<>();
        for (Chunk c = oldest; ; c = c.next()) {
            chunks.add(c);
            if (c == cutoff) {
                break;
            }
        }
        int capacity = cutoff.capacity();
        long at = cutoff.base + cutoffIndex;
        BackwardReach reach = new BackwardReach(at);
        BackwardReach.Result result = new BackwardReach.Result();
        HashMap<FrozenSet, FrozenSet> interned = new HashMap<>();
        Carrier carrier = new Carrier(reach, at);
        long p = at;
        for (int gi = 0; gi < groups.size(); gi++) {
            Group g = groups.get(gi);
            while (p > g.position()) {
                p--;
                Chunk c = chunks.get((int) (p / capacity) - oldest.serial);
                int i = (int) (p - c.base);
                reach.prepend(c.from[i], c.to[i]);
            }
            result.clear();
            if (g.extra != null) {
                if (!carrier.preparedAt(p)) {
                    carrier.prepare(groups, gi, p);
                }
                result.addAll(carrier.carry(g.extra));
            }
            if (g.extra == null || !g.extra.contains(g.owner)) {
                reach.reachOf(g.owner, result); // else R(owner) is carried with the extra set (Merged)
            }
            FrozenSet set = result.freeze(g.owner, at);
            g.result = set == null ? null : interned.computeIfAbsent(set, s -> s);
        }
        // The sweep is done: its logs no longer grow. The sets keep them sealed (FrozenLog).
        IdentityHashMap<NodeLog, FrozenLog> sealedLogs = new IdentityHashMap<>();
        IdentityHashMap<FrozenSet, FrozenSet> sealedSets = new IdentityHashMap<>();
        for (Group g : groups) {
            if (g.result != null) {
                g.result = sealedSets.computeIfAbsent(g.result, s -> s.sealed(sealedLogs));
            }
        }
    }

    /**
     * What an explicit set from an earlier pass brings into a set at this cutoff: the union of R(x)
     * over its elements. Its own elements (few) are evaluated one by one. Each of its parts, a
     * prefix of an earlier pass's log, maps to a prefix of that log's {@link Merged} copy, which
     * holds, in the old log's order, each element and what it brings: so a set keeps as many parts
     * from pass to pass, and the old logs (and the nodes only they held) are let go. Records an
     * earlier pass advanced all sit at its cutoff, the start of this stretch, so the sets are
     * prepared once, where the sweep ends (what an element brings depends on the sweep position).
     */
    private static final class Carrier {
        private final BackwardReach reach;
        private final long at;
        private final IdentityHashMap<NodeLog, Merged> merged = new IdentityHashMap<>();
        private final HashMap<FrozenSet, BackwardReach.Result> byExtra = new HashMap<>();
        private long preparedAt = -1;

        Carrier(BackwardReach reach, long at) {
            this.reach = reach;
            this.at = at;
        }

        boolean preparedAt(long p) {
            return preparedAt == p;
        }

        /** Prepares the sets of the groups at sweep position p, from {@code first} on. */
        void prepare(List<Group> groups, int first, long p) {
            byExtra.clear();
            merged.clear();
            for (int i = first; i < groups.size() && groups.get(i).position() == p; i++) {
                FrozenSet extra = groups.get(i).extra;
                if (extra != null && !byExtra.containsKey(extra)) {
                    BackwardReach.Result r = new BackwardReach.Result();
                    extra.forEachOwn(x -> reach.reachOf(x, r));
                    for (int k = 0; k < extra.parts(); k++) {
                        Merged m = merged.computeIfAbsent(extra.log(k), log -> new Merged(log, reach, at));
                        r.carry(m.log, m.mapped[extra.length(k)]);
                    }
                    byExtra.put(extra, r);
                }
            }
            preparedAt = p;
        }

        BackwardReach.Result carry(FrozenSet extra) {
            return byExtra.get(extra);
        }
    }

    /**
     * An earlier pass's log carried to this cutoff: for each element in the old order, the element
     * itself unless forgettable now, then what it brings from this stretch if it had an edge in it
     * (the logs of its R, each element copied once). A prefix of the old log therefore maps to a
     * prefix of this one ({@link #mapped}) holding exactly the union of R over the old prefix.
     */
    private static final class Merged {
        final ScratchSet log = new ScratchSet();
        /** mapped[k]: the length of this log that the old log's first k elements make. */
        final int[] mapped;

        Merged(NodeLog old, BackwardReach reach, long at) {
            mapped = new int[old.size() + 1];
            IdentityHashMap<ScratchSet, Integer> copied = new IdentityHashMap<>();
            for (int i = 0; i < old.size(); i++) {
                Object e = old.get(i);
                if (!Nodes.forgettable(e, at)) {
                    log.add(e);
                }
                if (reach.active(e)) {
                    reach.forEachLog(e, (from, length) -> {
                        int done = copied.getOrDefault(from, 0);
                        for (int k = done; k < length; k++) {
                            log.add(from.get(k));
                        }
                        if (length > done) {
                            copied.put(from, length);
                        }
                    });
                }
                mapped[i + 1] = log.size();
            }
        }
    }

    private int advance() {
        int moved = 0;
        for (int k = 0; k < count; k++) {
            GVariable v = vars[k];
            AccessRecord r = records[k];
            Group g = groupOf[k];
            synchronized (v) {
                if (g.is(r.owner, r.chunk, r.index, r.extra)) {
                    r.chunk = cutoff;
                    r.index = cutoffIndex;
                    r.extra = g.result;
                    VarRef ref = v.ref();
                    if (ref.registeredSerial != cutoff.serial) {
                        if (!cutoff.registry.add(ref, 0)) {
                            throw new IllegalStateException("the cutoff chunk's registry is closed");
                        }
                        ref.registeredSerial = cutoff.serial;
                        moved++;
                    }
                }
            }
        }
        return moved;
    }

    /** Records with the same (owner, position, extra) have the same Goldilockset: evaluated once. */
    private static final class Group {
        GThread owner;
        Chunk chunk;
        int index;
        FrozenSet extra;
        FrozenSet result;

        void set(GThread o, Chunk c, int i, FrozenSet e) {
            owner = o;
            chunk = c;
            index = i;
            extra = e;
        }

        boolean is(GThread o, Chunk c, int i, FrozenSet e) {
            return owner == o && chunk == c && index == i && extra == e;
        }

        Group copy() {
            Group g = new Group();
            g.set(owner, chunk, index, extra);
            return g;
        }

        long position() {
            return chunk.base + index;
        }

        @Override
        public int hashCode() {
            return (System.identityHashCode(owner) * 31 + System.identityHashCode(chunk)) * 31 + index
                    + System.identityHashCode(extra);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Group g && is(g.owner, g.chunk, g.index, g.extra);
        }
    }
}
