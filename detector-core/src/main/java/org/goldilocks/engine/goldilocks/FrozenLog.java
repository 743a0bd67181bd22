package org.goldilocks.engine.goldilocks;

/**
 * A pass's log once the pass is done: the same elements in the same order, in less than half the
 * memory. The logs are most of Goldilocks' memory on a long run (a soak's heap dump: 616 logs, 4
 * million entries over 21,900 distinct nodes, each a thread's reach over nearly the same live
 * variables; docs/results.md, "Sealed pass logs"). A
 * {@link ScratchSet} keeps a table at most half full plus two int arrays over it, 20 to 40 bytes
 * a node; this keeps the nodes and one int array of insertion indexes, exactly twice as long as
 * the log, 12 bytes a node. The slot is the hash's top bits scaled to the length (multiply and
 * shift, so the length need not be a power of two), probing linearly like the other node tables.
 */
final class FrozenLog implements NodeLog {
    private final Object[] elements;
    /** Open addressing: insertion index + 1 of the node in this slot, 0 for an empty slot. */
    private final int[] slots;

    FrozenLog(ScratchSet log) {
        int n = log.size();
        elements = new Object[n];
        slots = new int[2 * n + 1];
        for (int i = 0; i < n; i++) {
            Object e = log.get(i);
            elements[i] = e;
            slots[probe(e)] = i + 1;
        }
    }

    /** The slot holding {@code node}, or the empty slot where it would go. */
    private int probe(Object node) {
        int[] s = slots;
        int i = (int) (((Nodes.hash(node) & 0xFFFF_FFFFL) * s.length) >>> 32);
        for (;;) {
            int k = s[i];
            if (k == 0 || elements[k - 1] == node) {
                return i;
            }
            if (++i == s.length) {
                i = 0;
            }
        }
    }

    @Override
    public int size() {
        return elements.length;
    }

    @Override
    public Object get(int i) {
        return elements[i];
    }

    @Override
    public int indexOf(Object node) {
        return slots[probe(node)] - 1;
    }
}
