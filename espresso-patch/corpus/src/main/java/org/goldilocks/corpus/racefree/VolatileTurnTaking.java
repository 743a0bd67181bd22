package org.goldilocks.corpus.racefree;

/** Two threads take turns through a volatile turn variable and update plain data on their turn. */
public class VolatileTurnTaking {
    volatile int turn;
    long plainTotal;

    public static void main(String[] args) throws Exception {
        VolatileTurnTaking p = new VolatileTurnTaking();
        Thread[] ts = new Thread[2];
        for (int me = 0; me < 2; me++) {
            int self = me;
            ts[me] = new Thread(() -> {
                for (int round = 0; round < 200; round++) {
                    while (p.turn != self) {
                        Thread.onSpinWait();
                    }
                    p.plainTotal += self + 1;
                    p.turn = 1 - self;
                }
            }, "player-" + me);
        }
        ts[0].start();
        ts[1].start();
        ts[0].join();
        ts[1].join();
        if (p.plainTotal != 600) {
            throw new AssertionError(p.plainTotal);
        }
    }
}
