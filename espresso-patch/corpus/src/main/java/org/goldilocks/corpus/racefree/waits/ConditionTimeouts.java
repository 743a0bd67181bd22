package org.goldilocks.corpus.racefree.waits;

import java.util.Date;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Waits;

/**
 * The java.util.concurrent timed waits, which all end in a timed Unsafe.park: Condition.awaitNanos
 * with tiny, zero and negative timeouts reports the time left (<= 0 once elapsed), awaitUntil a
 * past deadline returns false, and the timed tryAcquire/poll/await of the synchronizers return
 * false/null when nothing arrives; a signal during a long await ends it. Also in a virtual thread
 * (bound to its own carrier in Espresso 25, so it parks like a platform thread).
 */
public class ConditionTimeouts {
    public static void main(String[] args) throws Exception {
        timedWaits();
        Thread virtual = Thread.ofVirtual().name("virtual").unstarted(() -> {
            try {
                timedWaits();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        virtual.start();
        Waits.check(ParkTimeouts.joined(virtual), "the virtual thread");
        signalDuringLongAwait();
    }

    private static void timedWaits() throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition never = lock.newCondition();
        Semaphore none = new Semaphore(0);
        ArrayBlockingQueue<Object> empty = new ArrayBlockingQueue<>(1);
        CountDownLatch closed = new CountDownLatch(1);
        for (int i = 0; i < 100; i++) {
            lock.lock();
            try {
                expectElapsed(never.awaitNanos(1));
                expectElapsed(never.awaitNanos(0));
                expectElapsed(never.awaitNanos(-1));
                expectElapsed(never.awaitNanos(Long.MIN_VALUE));
                expectFalse(never.await(1, TimeUnit.NANOSECONDS));
                expectFalse(never.await(0, TimeUnit.MILLISECONDS));
                expectFalse(never.awaitUntil(new Date(System.currentTimeMillis() - 1_000)));
                expectFalse(never.awaitUntil(new Date(0)));
            } finally {
                lock.unlock();
            }
            expectFalse(none.tryAcquire(1, TimeUnit.NANOSECONDS));
            expectFalse(none.tryAcquire(-1, TimeUnit.NANOSECONDS));
            if (empty.poll(1, TimeUnit.NANOSECONDS) != null || empty.poll(0, TimeUnit.NANOSECONDS) != null) {
                throw new AssertionError("poll of an empty queue returned an element");
            }
            expectFalse(closed.await(1, TimeUnit.NANOSECONDS));
        }
        lock.lock();
        try {
            expectFalse(never.awaitUntil(new Date(System.currentTimeMillis() + 2)));
            expectElapsed(never.awaitNanos(TimeUnit.MICROSECONDS.toNanos(100)));
        } finally {
            lock.unlock();
        }
    }

    private static void signalDuringLongAwait() throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition ready = lock.newCondition();
        boolean[] set = new boolean[1];
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                long deadline = Waits.deadline();
                while (!set[0]) {
                    ready.awaitNanos(Long.MAX_VALUE);
                    Waits.spin(deadline);
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            } finally {
                lock.unlock();
            }
        }, "waiter");
        waiter.start();
        lock.lock();
        try {
            set[0] = true;
            ready.signalAll();
        } finally {
            lock.unlock();
        }
        Waits.check(ParkTimeouts.joined(waiter), "the signalled waiter");
    }

    private static void expectElapsed(long left) {
        if (left > 0) {
            throw new AssertionError("awaitNanos reported " + left + " ns left of a timeout that elapsed unsignalled");
        }
    }

    private static void expectFalse(boolean result) {
        if (result) {
            throw new AssertionError("a timed wait that nothing could end reported success");
        }
    }
}
