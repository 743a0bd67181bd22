package org.goldilocks.corpus.racefree.locks;

import java.util.concurrent.locks.AbstractQueuedSynchronizer;

import org.goldilocks.corpus.support.Threads;

/**
 * The non-reentrant Mutex of the AbstractQueuedSynchronizer javadoc (compareAndSetState to acquire,
 * setState(0), a volatile write, to release), guarding a plain counter. AQS state has volatile
 * semantics, so each release happens-before the next successful acquire.
 */
public class AqsMutex {
    static final class Sync extends AbstractQueuedSynchronizer {
        @Override
        protected boolean tryAcquire(int acquires) {
            if (compareAndSetState(0, 1)) {
                setExclusiveOwnerThread(Thread.currentThread());
                return true;
            }
            return false;
        }

        @Override
        protected boolean tryRelease(int releases) {
            if (getState() == 0) {
                throw new IllegalMonitorStateException();
            }
            setExclusiveOwnerThread(null);
            setState(0);
            return true;
        }

        @Override
        protected boolean isHeldExclusively() {
            return getState() == 1;
        }
    }

    private final Sync sync = new Sync();
    private long count;

    public static void main(String[] args) throws Exception {
        AqsMutex p = new AqsMutex();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 400; k++) {
                    p.sync.acquire(1);
                    try {
                        p.count++;
                    } finally {
                        p.sync.release(1);
                    }
                }
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.count != 400L * n) {
            throw new AssertionError(p.count);
        }
    }
}
