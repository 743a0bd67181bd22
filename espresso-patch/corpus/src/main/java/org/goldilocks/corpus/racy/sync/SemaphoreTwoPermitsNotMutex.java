package org.goldilocks.corpus.racy.sync;

import java.util.concurrent.Semaphore;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** A Semaphore with two permits used as if it were a mutex: two threads are inside the "critical section" at once, and their updates are unordered. */
public class SemaphoreTwoPermitsNotMutex {
    int inside;

    public static void main(String[] args) throws Exception {
        SemaphoreTwoPermitsNotMutex p = new SemaphoreTwoPermitsNotMutex();
        Semaphore guard = new Semaphore(2);
        Signal firstInside = new Signal();
        Signal secondDone = new Signal();
        Thread a = Signal.start("first", () -> {
            try {
                Waits.check(guard.tryAcquire(Waits.SECONDS, Waits.UNIT), "a permit");
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            try {
                p.inside++;
                firstInside.raise();
                secondDone.await(); // still holding its permit
            } finally {
                guard.release();
            }
        });
        Thread b = Signal.start("second", () -> {
            firstInside.await();
            try {
                Waits.check(guard.tryAcquire(Waits.SECONDS, Waits.UNIT), "a permit");
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            try {
                p.inside++; // RACE read SemaphoreTwoPermitsNotMutex.inside
            } finally {
                guard.release();
                secondDone.raise();
            }
        });
        a.join();
        b.join();
    }
}
