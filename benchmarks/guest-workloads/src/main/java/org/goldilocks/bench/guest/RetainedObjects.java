package org.goldilocks.bench.guest;

/**
 * Not timed: the memory workload. {@code keep(n, shared)} allocates n small objects, keeps them
 * (and their array) reachable until {@code release()}, and returns a checksum. The host measures
 * the heap after a full collection with and without them, so the difference per object is what a
 * kept object costs under each VM. Confined: only the calling thread touches the objects, the
 * thread-local case. Shared: two other threads then read every object and array element (ordered
 * by start and join, so race free), so the detector keeps a record of them per object.
 */
public final class RetainedObjects {
    private static Item[] kept;

    private RetainedObjects() {
    }

    static final class Item {
        int a;
        int b;
        Item next;
    }

    public static long keep(int n, boolean shared) throws InterruptedException {
        Item[] items = new Item[n];
        for (int i = 0; i < n; i++) {
            Item it = new Item();
            it.a = i;
            it.b = ~i;
            it.next = i > 0 ? items[i - 1] : null;
            items[i] = it;
        }
        kept = items;
        long sum = sum(items);
        if (shared) {
            Reader r1 = new Reader(items);
            Reader r2 = new Reader(items);
            Workers.runAll(r1, r2);
            if (r1.sum != sum || r2.sum != sum) {
                throw new IllegalStateException("readers saw " + r1.sum + " and " + r2.sum + ", expected " + sum);
            }
        }
        return sum;
    }

    public static void release() {
        kept = null;
    }

    static long sum(Item[] items) {
        long s = 0;
        for (Item it : items) {
            s += it.a - it.b + (it.next == null ? 0 : 1);
        }
        return s;
    }

    /**
     * A class, not a lambda: no invokedynamic in the workloads. Drops its reference when done: the
     * VM may keep a finished thread, and with it this task, a little while (seen: the next round
     * measured the previous round's objects as still live).
     */
    private static final class Reader implements Runnable {
        private Item[] items;
        long sum;

        Reader(Item[] items) {
            this.items = items;
        }

        @Override
        public void run() {
            sum = sum(items);
            items = null;
        }
    }
}
