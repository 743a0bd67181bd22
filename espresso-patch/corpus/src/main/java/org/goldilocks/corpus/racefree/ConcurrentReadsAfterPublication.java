package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/** Many threads read the same data concurrently after it was published by start(): reads never race with reads. */
public class ConcurrentReadsAfterPublication {
    int[] weights;
    double scale;

    public static void main(String[] args) throws Exception {
        ConcurrentReadsAfterPublication p = new ConcurrentReadsAfterPublication();
        p.weights = new int[] {3, 1, 4, 1, 5, 9, 2, 6};
        p.scale = 0.5;
        Thread[] ts = new Thread[Threads.count(args, 4)];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                double s = 0;
                for (int r = 0; r < 200; r++) {
                    s += p.weights.length * p.scale;
                }
                if (s != 800) {
                    throw new AssertionError(s);
                }
            }, "reader-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
