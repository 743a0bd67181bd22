package org.goldilocks.corpus.racefree.misc;

import java.util.concurrent.locks.LockSupport;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * LockSupport.park/unpark used the documented way: only for blocking, with the condition (and the
 * data it guards) published through a volatile field that the parked thread re-checks (park may
 * return spuriously and gives no happens-before; the volatile does).
 */
public class ParkUnparkWithVolatileFlag {
    volatile boolean ready;
    String message;

    public static void main(String[] args) throws Exception {
        ParkUnparkWithVolatileFlag p = new ParkUnparkWithVolatileFlag();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        int[] lengths = new int[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                long deadline = Waits.deadline();
                while (!p.ready) {
                    Waits.spin(deadline);
                    LockSupport.park(p);
                }
                lengths[id] = p.message.length();
            }, "parked-" + i);
            ts[i].start();
        }
        p.message = "wake up";
        p.ready = true;
        for (Thread t : ts) {
            LockSupport.unpark(t);
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int len : lengths) {
            if (len != 7) {
                throw new AssertionError(len);
            }
        }
    }
}
