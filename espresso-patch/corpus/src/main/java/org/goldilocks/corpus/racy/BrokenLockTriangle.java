package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** The lock triangle with one edge missing: T3 holds only m3, which T1 never takes. */
public class BrokenLockTriangle {
    private final Object m1 = new Object();
    private final Object m2 = new Object();
    private final Object m3 = new Object();
    int x;

    public static void main(String[] args) throws Exception {
        BrokenLockTriangle p = new BrokenLockTriangle();
        Signal go = new Signal();
        Signal t1Done = new Signal();
        Thread t1 = Signal.start("T1", () -> {
            go.await();
            synchronized (p.m1) {
                synchronized (p.m2) {
                    p.x++;
                }
            }
            t1Done.raise();
        });
        Thread t3 = Signal.start("T3", () -> {
            t1Done.await();
            synchronized (p.m3) {
                p.x++; // RACE read BrokenLockTriangle.x
            }
        });
        go.raise();
        t1.join();
        t3.join();
    }
}
