package org.goldilocks.corpus.reports;

import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

import org.goldilocks.corpus.support.Signal;

/**
 * Links Signal's raise/await call sites on main before any other thread starts. The first execution
 * of a call site runs JDK linkage code with synchronization of its own; a writer that raised first
 * would otherwise be ordered before main's first await, and the race would not exist in that run.
 */
final class Warm {
    private Warm() {
    }

    static void signals() {
        Signal s = new Signal();
        s.raise();
        s.await();
    }

    /**
     * Takes and lets go of each java.util.concurrent lock kind on main, so the JDK classes their
     * methods use are initialized before any other thread starts: a class a writer initialized
     * after its write would order the write before main's first use of that class (JLS 12.4.2).
     */
    static void locks() {
        ReentrantLock l = new ReentrantLock();
        l.lock();
        l.unlock();
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.readLock().lock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.writeLock().unlock();
        StampedLock sl = new StampedLock();
        sl.unlockRead(sl.readLock());
        sl.unlockWrite(sl.writeLock());
    }
}
