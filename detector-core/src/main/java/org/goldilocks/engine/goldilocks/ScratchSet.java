package org.goldilocks.engine.goldilocks;

/**
 * A mutable identity set of nodes: open addressing with linear probing on the node's precomputed
 * hash, and a list of used slots so that clearing and iterating cost O(size), not O(capacity).
 * Not thread-safe: each owner (a thread's walks, one reclamation pass) has its own.
 */
final class ScratchSet {
    private static final int INITIAL_CAPACITY = 16;

    private Object[] table;
    /** The slots in use, in insertion order. */
    private int[] used;
    private int size;
    /** 32 - log2(table.length): the hash's top bits pick the slot. */
    private int shift;

    ScratchSet() {
        allocate(INITIAL_CAPACITY);
    }

    private void allocate(int capacity) {
        table = new Object[capacity];
        used = new int[capacity / 2 + 1];
        shift = Integer.numberOfLeadingZeros(capacity) + 1;
    }

    int size() {
        return size;
    }

    /** The i-th element added, for 0 <= i < size(). */
    Object get(int i) {
        return table[used[i]];
    }

    boolean contains(Object node) {
        Object[] tab = table;
        int mask = tab.length - 1;
        for (int i = Nodes.hash(node) >>> shift; ; i = (i + 1) & mask) {
            Object k = tab[i];
            if (k == node) {
                return true;
            }
            if (k == null) {
                return false;
            }
        }
    }

    /** Adds a node; true if it was not there yet. */
    boolean add(Object node) {
        Object[] tab = table;
        int mask = tab.length - 1;
        int i = Nodes.hash(node) >>> shift;
        for (; ; i = (i + 1) & mask) {
            Object k = tab[i];
            if (k == node) {
                return false;
            }
            if (k == null) {
                break;
            }
        }
        if (size + 1 > tab.length / 2) {
            grow();
            return add(node);
        }
        tab[i] = node;
        used[size++] = i;
        return true;
    }

    void addAll(ScratchSet other) {
        for (int i = 0, n = other.size; i < n; i++) {
            add(other.get(i));
        }
    }

    void addAll(FrozenSet other) {
        other.forEach(this::add);
    }

    /** Empties the set in O(size), dropping its references. */
    void clear() {
        Object[] tab = table;
        int[] slots = used;
        for (int i = 0; i < size; i++) {
            tab[slots[i]] = null;
        }
        size = 0;
    }

    private void grow() {
        Object[] old = table;
        int[] oldUsed = used;
        int n = size;
        allocate(old.length * 2);
        size = 0;
        for (int i = 0; i < n; i++) {
            add(old[oldUsed[i]]);
        }
    }

    /**
     * The explicit set of a record advanced to list position {@code at}: an immutable copy without
     * {@code excluded} (the record's owner, a member anyway) and without the nodes that can add no
     * thread to a set at {@code at} any more ({@link Nodes#forgettable}), or null if nothing is left.
     */
    FrozenSet freeze(Object excluded, long at) {
        Object[] elements = new Object[size];
        int k = 0;
        for (int i = 0; i < size; i++) {
            Object e = get(i);
            if (e != excluded && !Nodes.forgettable(e, at)) {
                elements[k++] = e;
            }
        }
        return k == 0 ? null : new FrozenSet(k == size ? elements : java.util.Arrays.copyOf(elements, k));
    }
}
