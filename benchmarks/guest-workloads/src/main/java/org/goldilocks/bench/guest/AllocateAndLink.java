package org.goldilocks.bench.guest;

/**
 * One thread allocates nodes and stores each of them into the heap twice: into the next node's
 * link field and into a long-lived array slot, then walks the list. Allocation-heavy code with
 * reference stores: what the detector pays per new object (the fresh-object tag, the escape mark
 * on the object's first store, the checks of the array slots) rather than per field access.
 */
public final class AllocateAndLink {
    private static final int BATCH = 1024;
    private static final Object[] SLOTS = new Object[BATCH];

    private AllocateAndLink() {
    }

    static final class Node {
        Node next;
        int value;
    }

    /** {@code n} nodes in batches of 1024 (n is rounded up to whole batches). */
    public static long run(int n) {
        long sum = 0;
        for (int done = 0; done < n; done += BATCH) {
            Node head = null;
            for (int i = 0; i < BATCH; i++) {
                Node x = new Node();
                x.value = i;
                x.next = head;
                head = x;
                SLOTS[i] = x;
            }
            for (Node h = head; h != null; h = h.next) {
                sum += h.value;
            }
        }
        return sum;
    }

    /** What {@link #run} must return. */
    public static long expected(int n) {
        long batches = (n + BATCH - 1) / BATCH;
        return batches * ((long) BATCH * (BATCH - 1) / 2);
    }
}
