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
        // Initialize LockSupport here, before the producer exists: had the producer been the first to
        // use it, its initialization (after the write) would order the write before our park (JLS
        // 12.4.2), and the race would not exist in this run. The corpus harness's batches decide what
        // ran before, so the program must not depend on them.
        LockSupport.unpark(consumer);
        LockSupport.park();
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
