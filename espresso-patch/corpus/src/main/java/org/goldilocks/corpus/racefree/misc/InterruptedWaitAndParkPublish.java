package org.goldilocks.corpus.racefree.misc;

import java.util.concurrent.locks.LockSupport;

import org.goldilocks.corpus.support.Waits;

/**
 * Two other ways to determine an interrupt: Object.wait throwing InterruptedException (on a
 * private monitor main never takes, so the monitor gives no edge), and Thread.interrupted() after
 * LockSupport.park returns. Either way the interrupt happens-before the detection (JLS 17.4.4),
 * so the data main wrote before interrupting is visible.
 */
public class InterruptedWaitAndParkPublish {
    String orders;
    int[] limits;

    public static void main(String[] args) throws Exception {
        InterruptedWaitAndParkPublish p = new InterruptedWaitAndParkPublish();
        Object privateMonitor = new Object();
        String[] seenByWaiter = new String[1];
        int[] seenByParker = new int[1];
        Thread waiter = new Thread(() -> {
            synchronized (privateMonitor) {
                try {
                    privateMonitor.wait(Waits.UNIT.toMillis(Waits.SECONDS));
                    throw new AssertionError("never interrupted");
                } catch (InterruptedException expected) {
                    seenByWaiter[0] = p.orders;
                }
            }
        }, "waiter");
        Thread parker = new Thread(() -> {
            long deadline = Waits.deadline();
            while (!Thread.interrupted()) {
                Waits.spin(deadline);
                LockSupport.parkNanos(1_000_000);
            }
            seenByParker[0] = p.limits[1];
        }, "parker");
        waiter.start();
        parker.start();
        p.orders = "stop";
        p.limits = new int[] {1, 2};
        waiter.interrupt();
        parker.interrupt();
        waiter.join();
        parker.join();
        if (!"stop".equals(seenByWaiter[0]) || seenByParker[0] != 2) {
            throw new AssertionError(seenByWaiter[0] + " " + seenByParker[0]);
        }
    }
}
