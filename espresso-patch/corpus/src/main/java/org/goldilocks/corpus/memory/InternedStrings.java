package org.goldilocks.corpus.memory;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Strings interned and dropped, race free: two threads each build distinct strings (the bytes written
 * by guest code, so a detector shadows them), intern them and keep only the last few. Interned strings
 * nothing references must be collectable, as in HotSpot; a VM whose intern table holds them for good
 * grows with every string ever interned, and a detector with them (docs/design.md, "Upstream defects
 * fixed"). While a string is referenced, interning an equal one must return it: the program checks
 * that identity and exits 1 if it breaks.
 *
 * <p>Usage: {@code InternedStrings <strings> <every>}: {@code strings} in all, {@link Samples} every
 * {@code every}.
 */
public final class InternedStrings {
    private static final int THREADS = 2;
    /** The strings each thread keeps referenced, and checks identity against. */
    private static final int KEPT = 256;

    private InternedStrings() {
    }

    public static void main(String[] args) throws InterruptedException {
        long strings = Long.parseLong(args[0]);
        long every = Long.parseLong(args[1]);
        Samples samples = new Samples();
        AtomicLong next = new AtomicLong();
        AtomicLong broken = new AtomicLong();
        for (long done = 0; done < strings; done += every) {
            long batch = Math.min(every, strings - done);
            Thread[] threads = new Thread[THREADS];
            for (int t = 0; t < THREADS; t++) {
                long share = batch / THREADS + (t == 0 ? batch % THREADS : 0);
                threads[t] = new Thread(() -> intern(share, next, broken));
                threads[t].start();
            }
            for (Thread t : threads) {
                t.join();
            }
            samples.sample(done + batch);
        }
        samples.done(strings);
        if (broken.get() != 0) {
            System.out.println(broken.get() + " interned strings lost their identity");
            System.exit(1);
        }
    }

    private static void intern(long count, AtomicLong next, AtomicLong broken) {
        String[] kept = new String[KEPT];
        for (long i = 0; i < count; i++) {
            long id = next.getAndIncrement();
            String s = new StringBuilder("interned-").append(id).append('-').append(Long.toHexString(id * 31)).toString().intern();
            int slot = (int) (i % KEPT);
            String old = kept[slot];
            // Still referenced, so an equal string built afresh must intern to the same object.
            if (old != null && new String(old.toCharArray()).intern() != old) {
                broken.incrementAndGet();
            }
            kept[slot] = s;
        }
    }
}
