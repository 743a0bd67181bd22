package org.goldilocks.corpus.racefree.waits;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.goldilocks.corpus.support.Waits;

/**
 * Object.wait, Thread.sleep and Thread.join with tiny, zero and nanosecond timeouts return as on
 * HotSpot; negative ones throw IllegalArgumentException; an interrupt before or during the wait
 * throws InterruptedException and clears the status; a notify during a long wait ends it.
 */
public class MonitorTimeouts {
    public static void main(String[] args) throws Exception {
        Object lock = new Object();
        for (int i = 0; i < 100; i++) {
            synchronized (lock) {
                lock.wait(1);
                lock.wait(0, 1);
                lock.wait(1, 999_999);
                lock.wait(Duration.ofNanos(1).toMillis() + 1);
            }
            Thread.sleep(0);
            Thread.sleep(0, 1);
            Thread.sleep(1);
            Thread.sleep(Duration.ofNanos(1));
            Thread.sleep(Duration.ZERO);
        }
        negativeTimeoutsThrow(lock);
        interruptBeforeWaits(lock);
        interruptDuringWait(lock);
        notifyDuringLongWait(lock);
        timedJoinOfALiveThread();
    }

    private static void negativeTimeoutsThrow(Object lock) throws InterruptedException {
        expectIllegalArgument(() -> {
            synchronized (lock) {
                lock.wait(-1);
            }
        });
        expectIllegalArgument(() -> {
            synchronized (lock) {
                lock.wait(0, -1);
            }
        });
        expectIllegalArgument(() -> Thread.sleep(-1));
        expectIllegalArgument(() -> Thread.sleep(0, 1_000_000));
        expectIllegalArgument(() -> Thread.currentThread().join(-1));
    }

    private static void interruptBeforeWaits(Object lock) {
        expectInterrupted(() -> {
            synchronized (lock) {
                lock.wait(Long.MAX_VALUE);
            }
        });
        expectInterrupted(() -> {
            synchronized (lock) {
                lock.wait(1, 1);
            }
        });
        expectInterrupted(() -> Thread.sleep(Long.MAX_VALUE));
        expectInterrupted(() -> Thread.sleep(0, 1));
        expectInterrupted(() -> Thread.currentThread().join(Long.MAX_VALUE));
        expectInterrupted(() -> Thread.currentThread().join(1));
    }

    /** Interrupted until it ends (so whether the status was cleared is checked above, not here). */
    private static void interruptDuringWait(Object lock) throws InterruptedException {
        boolean[] threw = new boolean[2];
        Thread waiter = new Thread(() -> {
            try {
                synchronized (lock) {
                    lock.wait(Long.MAX_VALUE);
                }
            } catch (InterruptedException e) {
                threw[0] = true;
            }
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                threw[1] = true;
            }
        }, "waiter");
        waiter.start();
        long deadline = Waits.deadline();
        while (waiter.isAlive()) {
            waiter.interrupt();
            Waits.spin(deadline);
            waiter.join(1);
        }
        if (!threw[0] || !threw[1]) {
            throw new AssertionError("an interrupted wait or sleep did not throw InterruptedException");
        }
    }

    private static void notifyDuringLongWait(Object lock) throws InterruptedException {
        boolean[] done = new boolean[1];
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                long deadline = Waits.deadline();
                while (!done[0]) {
                    try {
                        lock.wait(Long.MAX_VALUE);
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                    Waits.spin(deadline);
                }
            }
        }, "waiter");
        waiter.start();
        synchronized (lock) {
            done[0] = true;
            lock.notifyAll();
        }
        Waits.check(ParkTimeouts.joined(waiter), "the notified waiter");
    }

    /** join(ms) and join(Duration) on a thread that outlives them return; so does join(1ns). */
    private static void timedJoinOfALiveThread() throws InterruptedException {
        Object gate = new Object();
        boolean[] open = new boolean[1];
        Thread sleeper = new Thread(() -> {
            synchronized (gate) {
                long deadline = Waits.deadline();
                while (!open[0]) {
                    try {
                        gate.wait(10);
                    } catch (InterruptedException e) {
                        return;
                    }
                    Waits.spin(deadline);
                }
            }
        }, "sleeper");
        sleeper.start();
        for (int i = 0; i < 20; i++) {
            sleeper.join(1);
            sleeper.join(Duration.ofNanos(1));
            if (sleeper.join(Duration.ofMillis(1))) {
                throw new AssertionError("join(Duration) said a live thread ended");
            }
        }
        synchronized (gate) {
            open[0] = true;
        }
        Waits.check(sleeper.join(Duration.ofSeconds(Waits.SECONDS)), "the sleeper");
        if (!sleeper.join(Duration.ofNanos(1))) {
            throw new AssertionError("join(Duration) of an ended thread said it is alive");
        }
        sleeper.join(TimeUnit.SECONDS.toMillis(1));
    }

    interface Action {
        void run() throws InterruptedException;
    }

    private static void expectIllegalArgument(Action a) throws InterruptedException {
        try {
            a.run();
        } catch (IllegalArgumentException expected) {
            return;
        }
        throw new AssertionError("a negative timeout did not throw IllegalArgumentException");
    }

    private static void expectInterrupted(Action a) {
        Thread.currentThread().interrupt();
        try {
            a.run();
        } catch (InterruptedException expected) {
            if (Thread.currentThread().isInterrupted()) {
                throw new AssertionError("InterruptedException left the status set");
            }
            return;
        }
        throw new AssertionError("an interrupted thread waited without InterruptedException");
    }
}
