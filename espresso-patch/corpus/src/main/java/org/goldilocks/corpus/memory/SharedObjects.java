package org.goldilocks.corpus.memory;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A long run allocating and sharing millions of objects through a concurrent collection: producers
 * put new objects (with a few fields and an array) into a {@code ConcurrentHashMap} under keys
 * that cycle, replacing older ones; consumers look them up and read them. The live set is bounded
 * (the key space); everything else becomes garbage. Race free (publication through the map's
 * volatile node values).
 *
 * <p>Usage: {@code SharedObjects <objects> <every>}: {@code objects} in all, {@link Samples} every
 * {@code every} objects (per producer batch); exits 1 if a consumer saw a broken object.
 */
public final class SharedObjects {
    private static final int KEYS = 4096;
    private static final int PRODUCERS = 2;
    private static final int CONSUMERS = 2;

    /** What is shared. */
    static final class Item {
        final long id;
        int checksum;
        final int[] payload = new int[8];

        Item(long id) {
            this.id = id;
        }
    }

    private SharedObjects() {
    }

    public static void main(String[] args) throws Exception {
        long objects = Long.parseLong(args[0]);
        long every = Long.parseLong(args[1]);
        Samples samples = new Samples();
        ConcurrentHashMap<Integer, Item> map = new ConcurrentHashMap<>();
        AtomicLong made = new AtomicLong();
        AtomicLong seen = new AtomicLong();
        AtomicLong broken = new AtomicLong();
        for (long done = 0; done < objects; done += every) {
            long batch = Math.min(every, objects - done);
            CountDownLatch finished = new CountDownLatch(PRODUCERS + CONSUMERS);
            for (int p = 0; p < PRODUCERS; p++) {
                long share = batch / PRODUCERS + (p == 0 ? batch % PRODUCERS : 0);
                new Thread(() -> {
                    for (long i = 0; i < share; i++) {
                        long id = made.getAndIncrement();
                        Item item = new Item(id);
                        for (int k = 0; k < item.payload.length; k++) {
                            item.payload[k] = (int) (id + k);
                            item.checksum += item.payload[k];
                        }
                        map.put((int) (id % KEYS), item); // the item it replaces becomes garbage
                    }
                    finished.countDown();
                }).start();
            }
            for (int c = 0; c < CONSUMERS; c++) {
                int first = c;
                new Thread(() -> {
                    for (int i = 0; i < batch / 4; i++) {
                        Item item = map.get((first + i * 7) % KEYS);
                        if (item != null) {
                            int sum = 0;
                            for (int v : item.payload) {
                                sum += v;
                            }
                            if (sum != item.checksum) {
                                broken.incrementAndGet();
                            }
                            seen.incrementAndGet();
                        }
                    }
                    finished.countDown();
                }).start();
            }
            finished.await();
            samples.sample(done + batch);
        }
        samples.done(objects);
        if (broken.get() != 0 || made.get() != objects) {
            System.out.println("broken objects: " + broken.get() + ", made " + made.get() + " of " + objects);
            System.exit(1);
        }
    }
}
