package org.goldilocks.corpus.reports;

import org.goldilocks.corpus.support.Signal;

/**
 * Report subject: two threads write a static field, each holding a lock, but not the same one.
 * The race: main's write under lockB (CURRENT) with thread "first"'s write under lockA (EARLIER).
 */
public class TwoLocksWriteWrite {
    static final Object lockA = new Object();
    static final Object lockB = new Object();
    static long total;

    public static void main(String[] args) throws Exception {
        Warm.signals();
        Signal done = new Signal();
        Thread t = Signal.start("first", () -> {
            synchronized (lockA) {
                total = 1; // EARLIER
            }
            done.raise();
        });
        System.out.println("IDS " + TwoLocksWriteWrite.class.getSimpleName() + " main=" + Thread.currentThread().threadId()
                        + " first=" + t.threadId()
                        + " lockA=java.lang.Object@" + Integer.toHexString(System.identityHashCode(lockA))
                        + " lockB=java.lang.Object@" + Integer.toHexString(System.identityHashCode(lockB)));
        done.await();
        synchronized (lockB) {
            total = 2; // CURRENT
        }
        t.join();
        System.out.println("total " + total);
    }
}
