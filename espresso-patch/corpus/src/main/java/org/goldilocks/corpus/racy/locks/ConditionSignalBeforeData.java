package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** The producer signals the Condition under the lock but fills in the data after unlocking: the waiter's reacquisition orders only what preceded the unlock. */
public class ConditionSignalBeforeData {
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition ready = lock.newCondition();
    private boolean available;
    String data;

    public static void main(String[] args) throws Exception {
        ConditionSignalBeforeData p = new ConditionSignalBeforeData();
        Signal filled = new Signal();
        Thread producer = Signal.start("producer", () -> {
            p.lock.lock();
            try {
                p.available = true;
                p.ready.signalAll();
            } finally {
                p.lock.unlock();
            }
            p.data = "late";
            filled.raise();
        });
        p.lock.lock();
        try {
            while (!p.available) {
                Waits.check(p.ready.await(Waits.SECONDS, Waits.UNIT), "the producer's signal");
            }
        } finally {
            p.lock.unlock();
        }
        filled.await();
        String d = p.data; // RACE read ConditionSignalBeforeData.data
        producer.join();
        if (d == null) {
            throw new AssertionError();
        }
    }
}
