package org.goldilocks.engine.goldilocks;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * An immutable identity set of nodes: the explicit part of an access record's Goldilockset once
 * partially eager evaluation has advanced the record (CACM 2010, sec. 4). It is the union of a few
 * elements of its own and of <em>parts</em>: prefixes of logs that a reclamation pass built and
 * no longer changes ({@link BackwardReach}: a log's first k elements are what a node brought into
 * a set by the cutoff from a given start). Many records of one pass have nearly the same large set
 * (everything a thread released after their accesses: thousands of nodes once it passed a barrier
 * or a busy concurrent map); as parts, the sets share the logs instead of each copying them, so a
 * pass costs the parts it names, not the elements (a pass over a shared ConcurrentHashMap's
 * stretch copied 11 million elements into 1,200 distinct sets of up to 10,000 nodes).
 *
 * <p>Records may share one instance; equality is structural (the same elements and the same parts)
 * so a pass can intern equal results; sets equal in content but built of other parts stay apart.
 */
final class FrozenSet {
    private static final NodeLog[] NO_LOGS = {};
    private static final int[] NO_LENGTHS = {};
    private static final AtomicLong SERIALS = new AtomicLong();

    /** Unique to this instance, never reused, never 0: a key that names the set without pinning it (GThread.foundIn). */
    final long serial = SERIALS.incrementAndGet();

    private final Object[] table;
    private final int shift;
    private final int size;
    private final int contentHash;
    /** Part i: the first lengths[i] elements of logs[i]. */
    private final NodeLog[] logs;
    private final int[] lengths;

    FrozenSet(Object[] elements) {
        this(elements, NO_LOGS, NO_LENGTHS);
    }

    FrozenSet(Object[] elements, NodeLog[] logs, int[] lengths) {
        int capacity = Integer.highestOneBit(Math.max(2, elements.length) * 2 - 1) * 2;
        table = new Object[capacity];
        shift = Integer.numberOfLeadingZeros(capacity) + 1;
        int h = 0;
        int n = 0;
        for (Object e : elements) {
            int i = Nodes.probe(table, shift, e);
            if (table[i] == null) {
                table[i] = e;
                h += Nodes.hash(e);
                n++;
            }
        }
        for (int k = 0; k < logs.length; k++) {
            h += System.identityHashCode(logs[k]) * 31 + lengths[k];
        }
        size = n;
        contentHash = h;
        this.logs = logs;
        this.lengths = lengths;
    }

    /** The elements of its own plus the lengths of its parts (an element may be counted more than once). */
    int size() {
        int n = size;
        for (int length : lengths) {
            n += length;
        }
        return n;
    }

    int parts() {
        return logs.length;
    }

    boolean contains(Object node) {
        if (table[Nodes.probe(table, shift, node)] == node) {
            return true;
        }
        for (int k = 0; k < logs.length; k++) {
            int i = logs[k].indexOf(node);
            if (i >= 0 && i < lengths[k]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Visits its own elements in a scattered slot order, then the parts' elements in log order
     * (an element in several parts is visited once for each). The stride is the golden ratio times
     * the table length (odd, so a permutation of the power-of-two table): in slot order the first
     * k elements would all hash to the low end of the range, and adding them to a growing
     * {@link ScratchSet} (same hash, top bits) would pile them into one probe run.
     */
    void forEach(Consumer<Object> action) {
        forEachOwn(action);
        for (int k = 0; k < logs.length; k++) {
            NodeLog log = logs[k];
            for (int i = 0, n = lengths[k]; i < n; i++) {
                action.accept(log.get(i));
            }
        }
    }

    /** Visits the elements of its own only (see {@link #forEach}). */
    void forEachOwn(Consumer<Object> action) {
        Object[] tab = table;
        int mask = tab.length - 1;
        int stride = (0x9E3779B9 >>> shift) | 1;
        for (int k = 0, i = 0; k < tab.length; k++, i = (i + stride) & mask) {
            Object e = tab[i];
            if (e != null) {
                action.accept(e);
            }
        }
    }

    /** The log of part k (a pass reads it to carry the part over). */
    NodeLog log(int k) {
        return logs[k];
    }

    /**
     * This set with its parts' logs sealed ({@link FrozenLog}), once the pass that built them is
     * done with them; {@code sealed} maps each log to its one sealed copy, so that sets sharing a
     * log still share it, and sets equal before are equal after.
     */
    FrozenSet sealed(IdentityHashMap<NodeLog, FrozenLog> sealed) {
        boolean open = false;
        for (NodeLog log : logs) {
            open |= log instanceof ScratchSet;
        }
        if (!open) {
            return this;
        }
        NodeLog[] to = new NodeLog[logs.length];
        for (int k = 0; k < logs.length; k++) {
            to[k] = logs[k] instanceof ScratchSet s ? sealed.computeIfAbsent(s, x -> new FrozenLog(s)) : logs[k];
        }
        Object[] own = new Object[size];
        int[] n = {0};
        forEachOwn(e -> own[n[0]++] = e);
        return new FrozenSet(own, to, lengths);
    }

    int length(int k) {
        return lengths[k];
    }

    @Override
    public int hashCode() {
        return contentHash;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof FrozenSet other) || other.size != size || other.contentHash != contentHash
                        || !Arrays.equals(other.lengths, lengths)) {
            return false;
        }
        for (int k = 0; k < logs.length; k++) {
            if (logs[k] != other.logs[k]) {
                return false;
            }
        }
        for (Object e : table) {
            if (e != null && other.table[Nodes.probe(other.table, other.shift, e)] != e) {
                return false;
            }
        }
        return true;
    }
}
