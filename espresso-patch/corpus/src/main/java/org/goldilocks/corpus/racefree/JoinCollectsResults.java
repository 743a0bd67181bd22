package org.goldilocks.corpus.racefree;

/** Workers fill their part of the result; main reads the parts after join. */
public class JoinCollectsResults {
    static final class Part {
        long sum;
    }

    public static void main(String[] args) throws Exception {
        Part[] parts = new Part[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
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
        for (int i = 0; i < 4; i++) {
            ts[i].join();
            total += parts[i].sum;
        }
        if (total != 7998000L) {
            throw new AssertionError(total);
        }
    }
}
