package org.goldilocks.corpus.racefree;

/** A -> lock -> B -> volatile -> C: happens-before is transitive across different synchronization kinds. */
public class TransitiveHappensBefore {
    private final Object lock = new Object();
    private boolean stage1Done;
    private volatile boolean stage2Done;
    int data;

    public static void main(String[] args) throws Exception {
        TransitiveHappensBefore p = new TransitiveHappensBefore();
        Thread a = new Thread(() -> {
            p.data = 1;
            synchronized (p.lock) {
                p.stage1Done = true;
            }
        }, "A");
        Thread b = new Thread(() -> {
            while (true) {
                synchronized (p.lock) {
                    if (p.stage1Done) {
                        break;
                    }
                }
                // Not a busy re-lock: monitors are unfair, and a thread that re-takes the lock at
                // once can starve A forever (seen in a soak run on 2 cores).
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }
            p.stage2Done = true;
        }, "B");
        Thread c = new Thread(() -> {
            while (!p.stage2Done) {
                Thread.onSpinWait();
            }
            p.data++; // ordered after A's write through B
        }, "C");
        c.start();
        b.start();
        a.start();
        a.join();
        b.join();
        c.join();
        if (p.data != 2) {
            throw new AssertionError(p.data);
        }
    }
}
