package org.goldilocks.corpus.racy.misc;

import java.util.concurrent.locks.LockSupport;

import org.goldilocks.corpus.support.Signal;

/**
 * Data handed over only through unpark/park: LockSupport documents no memory effects (park may
 * even return spuriously), so park returning does not order the unparking thread's earlier write.
 */
public class ParkUnparkNoEdge {
    int data;

    public static void main(String[] args) throws Exception {
        ParkUnparkNoEdge p = new ParkUnparkNoEdge();
        Thread consumer = Thread.currentThread();
        Signal unparked = new Signal();
        Thread t = Signal.start("producer", () -> {
            p.data = 1;
            LockSupport.unpark(consumer);
            unparked.raise();
        });
        unparked.await();
        LockSupport.park(); // returns at once: the permit is available
        int v = p.data; // RACE read ParkUnparkNoEdge.data
        t.join();
        if (v != 1) {
            throw new AssertionError(v);
        }
    }
}
