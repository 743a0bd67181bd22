package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/** Workers fill their part of the result; main reads the parts after join. */
public class JoinCollectsResults {
    static final class Part {
        long sum;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        Part[] parts = new Part[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            Part part = new Part();
            parts[i] = part;
            int from = i * 1000;
            ts[i] = new Thread(() -> {
                for (int k = from; k < from + 1000; k++) {
                    part.sum += k;
                }
            }, "summer-" + i);
            ts[i].start();
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            ts[i].join();
            total += parts[i].sum;
        }
        long m = 1000L * n;
        if (total != m * (m - 1) / 2) {
            throw new AssertionError(total);
        }
    }
}
