package org.goldilocks.corpus.racy.locks;

import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.goldilocks.corpus.support.Signal;

/** A ReentrantReadWriteLock protects a setting, but the writer updates it without taking the write lock: the read-locked read is not ordered with it. */
public class WriterSkipsWriteLock {
    private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    String setting = "initial";

    public static void main(String[] args) throws Exception {
        WriterSkipsWriteLock p = new WriterSkipsWriteLock();
        Signal read = new Signal();
        String[] seen = new String[1];
        Thread t = Signal.start("reader", () -> {
            p.rw.readLock().lock();
            try {
                seen[0] = p.setting;
            } finally {
                p.rw.readLock().unlock();
            }
            read.raise();
        });
        read.await();
        p.setting = "changed"; // RACE write WriterSkipsWriteLock.setting
        t.join();
    }
}
