package org.goldilocks.corpus.racefree;

/** A synchronized method and a synchronized block left by exceptions still release their monitor (and its edge). */
public class ExceptionReleasesMonitor {
    private int state;

    synchronized void failingUpdate(int v) {
        state = v;
        throw new IllegalStateException("update failed after writing " + v);
    }

    void failingBlock(int v) {
        synchronized (this) {
            state = v;
            if (v > 0) {
                throw new IllegalArgumentException("block failed");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ExceptionReleasesMonitor p = new ExceptionReleasesMonitor();
        Thread t = new Thread(() -> {
            for (int i = 1; i <= 50; i++) {
                try {
                    p.failingUpdate(i);
                } catch (IllegalStateException expected) {
                    // fine
                }
                try {
                    p.failingBlock(i);
                } catch (IllegalArgumentException expected) {
                    // fine
                }
            }
        }, "failer");
        t.start();
        for (int i = 0; i < 50; i++) {
            synchronized (p) {
                p.state = -i;
            }
        }
        t.join();
    }
}
