package org.goldilocks.corpus.racefree;

/**
 * The Goldilocks paper's lock triangle: T1 holds m1,m2; T2 holds m2,m3; T3 holds m1,m3 when they
 * touch x. No single lock protects x (an Eraser-style lockset intersection is empty and would
 * report a race), yet every pair of accesses shares a lock, so all are ordered.
 */
public class LockTriangle {
    private final Object m1 = new Object();
    private final Object m2 = new Object();
    private final Object m3 = new Object();
    int x;

    void touch(Object a, Object b) {
        synchronized (a) {
            synchronized (b) {
                x++;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        LockTriangle p = new LockTriangle();
        Thread t1 = new Thread(() -> {
            for (int i = 0; i < 200; i++) {
                p.touch(p.m1, p.m2);
            }
        }, "T1");
        Thread t2 = new Thread(() -> {
            for (int i = 0; i < 200; i++) {
                p.touch(p.m2, p.m3);
            }
        }, "T2");
        Thread t3 = new Thread(() -> {
            for (int i = 0; i < 200; i++) {
                p.touch(p.m1, p.m3);
            }
        }, "T3");
        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
        if (p.x != 600) {
            throw new AssertionError(p.x);
        }
    }
}
