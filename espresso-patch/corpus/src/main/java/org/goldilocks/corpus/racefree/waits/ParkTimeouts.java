package org.goldilocks.corpus.racefree.waits;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.goldilocks.corpus.support.Waits;

/**
 * LockSupport's timed parks return as on HotSpot: tiny, zero, negative and huge relative timeouts,
 * absolute deadlines in the past and the near future, and an unpark or interrupt that comes before
 * or during the park. parkNanos(1) is the back-off of LMAX Disruptor's multi-producer sequencer;
 * Espresso 25.0.2 parked again for ever once such a timeout had already elapsed (its
 * WaitInterruptible reported "not elapsed"), at 100% CPU, with detection on or off.
 * The same from a virtual thread.
 * Park may return spuriously, so nothing here asserts that a park lasted; only that it returns.
 */
public class ParkTimeouts {
    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 200; i++) {
            LockSupport.parkNanos(1);
            LockSupport.parkNanos(0);
            LockSupport.parkNanos(-1);
            LockSupport.parkNanos(Long.MIN_VALUE);
            LockSupport.parkUntil(0);
            LockSupport.parkUntil(System.currentTimeMillis() - 1_000);
        }
        for (int i = 0; i < 20; i++) {
            LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(50 + i));
            LockSupport.parkUntil(System.currentTimeMillis() + 2);
        }
        unparkBeforePark();
        unparkDuringHugePark();
        interruptBeforePark();
        interruptDuringHugePark();
        virtualThreadDeadlines();
    }

    /**
     * A virtual thread's parkUntil with a deadline less than a millisecond away: JDK 25's bound
     * virtual threads (the only kind Espresso 25 has) passed 0 to Unsafe.park, "no timeout", and
     * parked for ever; HotSpot's continuation-based ones do not park. Hit about once in 200 calls.
     */
    private static void virtualThreadDeadlines() throws InterruptedException {
        Thread virtual = Thread.ofVirtual().name("virtual").unstarted(() -> {
            for (int i = 0; i < 2_000; i++) {
                LockSupport.parkUntil(System.currentTimeMillis() + 1);
                LockSupport.parkUntil(System.currentTimeMillis());
                LockSupport.parkNanos(i % 3 - 1);
            }
        });
        virtual.start();
        Waits.check(joined(virtual), "the virtual thread's short parks");
    }

    /** A permit made available before the park: the park returns at once. */
    private static void unparkBeforePark() {
        LockSupport.unpark(Thread.currentThread());
        LockSupport.parkNanos(Long.MAX_VALUE);
        LockSupport.unpark(Thread.currentThread());
        LockSupport.park();
        LockSupport.unpark(Thread.currentThread());
        LockSupport.parkUntil(Long.MAX_VALUE);
    }

    /** An unpark while the thread is parked with the largest timeout ends the park. */
    private static void unparkDuringHugePark() throws InterruptedException {
        Thread parker = new Thread(() -> {
            long deadline = Waits.deadline();
            while (!Thread.interrupted() && System.nanoTime() - deadline < 0) {
                LockSupport.parkNanos(Long.MAX_VALUE);
                return; // the unpark, or a spurious return: both end the park
            }
        }, "parker");
        parker.start();
        long deadline = Waits.deadline();
        while (parker.isAlive()) {
            LockSupport.unpark(parker);
            Waits.spin(deadline);
            parker.join(1);
        }
    }

    /** An interrupted thread does not park, and its interrupt status stays set. */
    private static void interruptBeforePark() {
        Thread.currentThread().interrupt();
        LockSupport.parkNanos(Long.MAX_VALUE);
        LockSupport.park();
        LockSupport.parkUntil(Long.MAX_VALUE);
        if (!Thread.interrupted()) {
            throw new AssertionError("park cleared the interrupt status");
        }
    }

    /** An interrupt while parked ends the park and leaves the status set. */
    private static void interruptDuringHugePark() throws InterruptedException {
        boolean[] stillInterrupted = new boolean[1];
        Thread parker = new Thread(() -> {
            long deadline = Waits.deadline();
            while (!Thread.currentThread().isInterrupted()) {
                LockSupport.parkUntil(Long.MAX_VALUE);
                Waits.spin(deadline);
            }
            stillInterrupted[0] = Thread.currentThread().isInterrupted();
        }, "parker");
        parker.start();
        parker.interrupt();
        Waits.check(joined(parker), "the interrupted parker");
        if (!stillInterrupted[0]) {
            throw new AssertionError("the interrupt status was lost");
        }
    }

    static boolean joined(Thread t) throws InterruptedException {
        t.join(TimeUnit.SECONDS.toMillis(Waits.SECONDS));
        return !t.isAlive();
    }
}
