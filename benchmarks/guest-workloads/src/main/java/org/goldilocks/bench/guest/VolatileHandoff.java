package org.goldilocks.bench.guest;

/**
 * A producer hands n values to a consumer one at a time through a plain field, published by a
 * volatile turn flag: the producer writes the value then sets the flag, the consumer sees the flag,
 * reads the value and gives the turn back. The volatile write/read pairs order every plain access,
 * so the program is race-free. A thread waiting for its turn spins, and yields now and then: on a
 * 2-core machine shared with other work, pure spinning would mostly measure the scheduler.
 */
public final class VolatileHandoff {
    private static final int PRODUCER = 0;
    private static final int CONSUMER = 1;

    private volatile int turn = PRODUCER;
    private long value;

    private VolatileHandoff() {
    }

    public static long run(int n) throws InterruptedException {
        VolatileHandoff h = new VolatileHandoff();
        Consumer consumer = new Consumer(h, n);
        Workers.runAll(new Producer(h, n), consumer);
        return consumer.received; // ordered after the consumer by join
    }

    public static long expected(int n) {
        return (long) n * (n - 1) / 2;
    }

    private static final int SPINS_PER_YIELD = 64;

    private void awaitTurn(int who) {
        for (int spins = 1; turn != who; spins++) {
            if (spins % SPINS_PER_YIELD == 0) {
                Thread.yield();
            } else {
                Thread.onSpinWait();
            }
        }
    }

    private static final class Producer implements Runnable {
        private final VolatileHandoff h;
        private final int n;

        Producer(VolatileHandoff h, int n) {
            this.h = h;
            this.n = n;
        }

        @Override
        public void run() {
            for (int i = 0; i < n; i++) {
                h.awaitTurn(PRODUCER);
                h.value = i;
                h.turn = CONSUMER;
            }
        }
    }

    private static final class Consumer implements Runnable {
        private final VolatileHandoff h;
        private final int n;
        long received;

        Consumer(VolatileHandoff h, int n) {
            this.h = h;
            this.n = n;
        }

        @Override
        public void run() {
            long sum = 0;
            for (int i = 0; i < n; i++) {
                h.awaitTurn(CONSUMER);
                sum += h.value;
                h.turn = PRODUCER;
            }
            received = sum;
        }
    }
}
