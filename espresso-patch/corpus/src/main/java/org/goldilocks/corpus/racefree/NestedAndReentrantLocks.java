package org.goldilocks.corpus.racefree;

/** Nested monitors and re-entrant acquisition of the same monitor. */
public class NestedAndReentrantLocks {
    private final Object outer = new Object();
    private final Object inner = new Object();
    private int a;
    private int b;

    synchronized void reentrant(int depth) {
        a++;
        if (depth > 0) {
            reentrant(depth - 1);
        }
    }

    void nested() {
        synchronized (outer) {
            synchronized (inner) {
                b++;
            }
            synchronized (this) {
                a++;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        NestedAndReentrantLocks p = new NestedAndReentrantLocks();
        Runnable work = () -> {
            for (int i = 0; i < 300; i++) {
                p.reentrant(3);
                p.nested();
            }
        };
        Thread t1 = new Thread(work, "worker-1");
        Thread t2 = new Thread(work, "worker-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (p.inner) {
            if (p.b != 600) {
                throw new AssertionError(p.b);
            }
        }
    }
}
