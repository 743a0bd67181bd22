package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A writer fills a long[] and then publishes it through a volatile field; readers that see the
 * reference read the elements. The element writes happen-before the volatile write, which
 * happens-before every read that sees it (JLS 17.4.4).
 */
public class ArrayPublishedByVolatile {
    volatile long[] published;

    public static void main(String[] args) throws Exception {
        ArrayPublishedByVolatile p = new ArrayPublishedByVolatile();
        int n = Threads.count(args, 4);
        long[] sums = new long[n - 1];
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            int id = i;
            readers[i] = new Thread(() -> {
                long[] a;
                long deadline = Waits.deadline();
                while ((a = p.published) == null) {
                    Waits.spin(deadline);
                }
                long s = 0;
                for (long v : a) {
                    s += v;
                }
                sums[id] = s;
            }, "reader-" + i);
            readers[i].start();
        }
        Thread writer = new Thread(() -> {
            long[] a = new long[1000];
            for (int k = 0; k < a.length; k++) {
                a[k] = k;
            }
            p.published = a;
        }, "writer");
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
        for (long s : sums) {
            if (s != 499_500L) {
                throw new AssertionError(s);
            }
        }
    }
}
