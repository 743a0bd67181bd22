package org.goldilocks.engine.hybrid;

import java.util.ArrayDeque;

/**
 * The wait set of one monitor and its pending notifications: which wait a notify ends (sec. 3.2:
 * notify sends a message to the threads whose wait it ends; a thread not waiting receives
 * nothing). The same counting as Espresso's monitors ({@code EspressoLock}): a notify makes one
 * wake-up available if fewer are available than threads wait, a notifyAll makes one available to
 * every waiting thread, and a waiter whose wait ends by notification consumes the oldest one
 * available. Which notify woke which thread is not observable in Java, so the oldest is the rule.
 * Called with the monitor held, so the calls on one room are ordered; synchronized for memory
 * visibility only.
 */
final class WaitRoom {
    /** One notify or notifyAll: the notifier's clock and how many wake-ups are left in it. */
    private static final class Notification {
        final Clock clock;
        int available;

        Notification(Clock clock, int available) {
            this.clock = clock;
            this.available = available;
        }
    }

    private int waiters;
    /** Wake-ups available in {@link #pending}: never more than {@link #waiters}. */
    private int available;
    /** Oldest first. */
    private final ArrayDeque<Notification> pending = new ArrayDeque<>();

    synchronized void waitStarted() {
        waiters++;
    }

    /** How many wake-ups a notify (or notifyAll) makes available now: 0 sends no message. */
    synchronized int wakeUps(boolean all) {
        int room = waiters - available;
        return room <= 0 ? 0 : all ? room : 1;
    }

    /** Posts a notification carrying {@code clock} with {@code wakeUps} (from {@link #wakeUps}) wake-ups. */
    synchronized void post(Clock clock, int wakeUps) {
        pending.addLast(new Notification(clock, wakeUps));
        available += wakeUps;
    }

    /**
     * A waiter leaves: by notification it consumes the oldest wake-up and gets its clock (null if
     * none is available: a spurious end reported as a notification receives nothing).
     */
    synchronized Clock waitEnded(boolean byNotify) {
        waiters--;
        Clock received = null;
        if (byNotify && available > 0) {
            Notification oldest = pending.peekFirst();
            received = oldest.clock;
            available--;
            if (--oldest.available == 0) {
                pending.removeFirst();
            }
        }
        // A waiter that left otherwise (time-out, interrupt) leaves fewer threads to wake: the newest
        // wake-ups beyond the waiters left lapse, as in Espresso's count.
        while (available > waiters) {
            Notification newest = pending.peekLast();
            available--;
            if (--newest.available == 0) {
                pending.removeLast();
            }
        }
        return received;
    }
}
