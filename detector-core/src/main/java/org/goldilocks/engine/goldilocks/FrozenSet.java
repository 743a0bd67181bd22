package org.goldilocks.engine.goldilocks;

import java.util.function.Consumer;

/**
 * An immutable identity set of nodes: the explicit part of an access record's Goldilockset once
 * partially eager evaluation has advanced the record (CACM 2010, sec. 4). Records may share one
 * instance; equality is by content so a pass can intern equal results.
 */
final class FrozenSet {
    private final Object[] table;
    private final int shift;
    private final int size;
    private final int contentHash;

    FrozenSet(Object[] elements) {
        int capacity = Integer.highestOneBit(Math.max(2, elements.length) * 2 - 1) * 2;
        table = new Object[capacity];
        shift = Integer.numberOfLeadingZeros(capacity) + 1;
        int mask = capacity - 1;
        int h = 0;
        int n = 0;
        for (Object e : elements) {
            int i = Nodes.hash(e) >>> shift;
            while (table[i] != null && table[i] != e) {
                i = (i + 1) & mask;
            }
            if (table[i] == null) {
                table[i] = e;
                h += Nodes.hash(e);
                n++;
            }
        }
        size = n;
        contentHash = h;
    }

    int size() {
        return size;
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

    /**
     * Visits the elements in a scattered slot order: a stride of the golden ratio times the table
     * length (odd, so a permutation of the power-of-two table). In slot order the first k elements
     * would all hash to the low end of the range, and adding them to a growing {@link ScratchSet}
     * (same hash, top bits) would pile them into one probe run: quadratic for large sets.
     */
    void forEach(Consumer<Object> action) {
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

    @Override
    public int hashCode() {
        return contentHash;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof FrozenSet other) || other.size != size || other.contentHash != contentHash) {
            return false;
        }
        for (Object e : table) {
            if (e != null && !other.contains(e)) {
                return false;
            }
        }
        return true;
    }
}
