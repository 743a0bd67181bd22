package org.goldilocks.engine.goldilocks;

/**
 * A mutable identity set of nodes: open addressing with linear probing on the node's precomputed
 * hash, and a list of used slots so that clearing and iterating cost O(size), not O(capacity).
 * It remembers insertion order: {@link #get}(i) is the i-th element added, {@link #indexOf} the
 * inverse, so a set that only grows is a log whose every prefix stays a valid set of its own (the
 * reclamation sweep's logs, which {@link FrozenSet}s refer to by prefix once the sweep is done).
 * Not thread-safe: each owner (a thread's walks, one reclamation pass) has its own.
 */
final class ScratchSet implements NodeLog {
    private static final int INITIAL_CAPACITY = 16;

    private Object[] table;
    /** The slots in use, in insertion order. */
    private int[] used;
    /** For each slot in use, its element's insertion index (the inverse of {@link #used}). */
    private int[] order;
    private int size;
    /** 32 - log2(table.length): the hash's top bits pick the slot. */
    private int shift;

    ScratchSet() {
        allocate(INITIAL_CAPACITY);
    }

    private void allocate(int capacity) {
        table = new Object[capacity];
        used = new int[capacity / 2 + 1];
        order = new int[capacity];
        shift = Integer.numberOfLeadingZeros(capacity) + 1;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Object get(int i) {
        return table[used[i]];
    }

    boolean contains(Object node) {
        return table[Nodes.probe(table, shift, node)] == node;
    }

    @Override
    public int indexOf(Object node) {
        int i = Nodes.probe(table, shift, node);
        return table[i] == node ? order[i] : -1;
    }

    /** Adds a node; true if it was not there yet. */
    boolean add(Object node) {
        return indexOrAdd(node) < 0;
    }

    /**
     * Adds a node if absent: its insertion index if it was there already, else {@code -1 - index}
     * of the new element (one probe where {@link #indexOf} then {@link #add} would take two).
     */
    int indexOrAdd(Object node) {
        int i = Nodes.probe(table, shift, node);
        if (table[i] == node) {
            return order[i];
        }
        if (size + 1 > table.length / 2) {
            grow();
            return indexOrAdd(node);
        }
        table[i] = node;
        order[i] = size;
        used[size++] = i;
        return -size;
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
