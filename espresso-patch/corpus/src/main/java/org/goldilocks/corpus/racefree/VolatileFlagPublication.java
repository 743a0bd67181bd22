package org.goldilocks.corpus.racefree;

/** Plain data published by a volatile flag: write data, then the flag; read the flag, then the data. */
public class VolatileFlagPublication {
    int[] table;
    String label;
    volatile boolean ready;

    public static void main(String[] args) throws Exception {
        VolatileFlagPublication p = new VolatileFlagPublication();
        Thread publisher = new Thread(() -> {
            p.table = new int[] {1, 2, 3};
            p.label = "primes-ish";
            p.ready = true;
        }, "publisher");
        publisher.start();
        while (!p.ready) {
            Thread.onSpinWait();
        }
        if (p.table.length != 3 || !p.label.startsWith("primes")) {
            throw new AssertionError();
        }
        publisher.join();
    }
}
