package org.goldilocks.corpus.racefree.locks;

import java.util.concurrent.locks.AbstractQueuedSynchronizer;

import org.goldilocks.corpus.support.Threads;

/**
 * The BooleanLatch of the AbstractQueuedSynchronizer javadoc (a shared-mode synchronizer):
 * waiters block in acquireSharedInterruptibly until signal() does releaseShared, whose setState(1)
 * is a volatile write read by every waiter's tryAcquireShared. The data written before signal()
 * is visible to all waiters after they return.
 */
public class AqsBooleanLatch {
    static final class Sync extends AbstractQueuedSynchronizer {
        boolean isSignalled() {
            return getState() != 0;
        }

        @Override
        protected int tryAcquireShared(int ignore) {
            return isSignalled() ? 1 : -1;
        }

        @Override
        protected boolean tryReleaseShared(int ignore) {
            setState(1);
            return true;
        }
    }

    private final Sync sync = new Sync();
    private String config;
    private int[] limits;

    public static void main(String[] args) throws Exception {
        AqsBooleanLatch p = new AqsBooleanLatch();
        int n = Threads.count(args, 4);
        Thread[] waiters = new Thread[n];
        for (int i = 0; i < n; i++) {
            waiters[i] = new Thread(() -> {
                try {
                    p.sync.acquireSharedInterruptibly(1);
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
                if (!p.config.equals("ready") || p.limits[1] != 20) {
                    throw new AssertionError("unpublished");
                }
            }, "waiter-" + i);
            waiters[i].start();
        }
        p.config = "ready";
        p.limits = new int[] {10, 20};
        p.sync.releaseShared(1);
        for (Thread t : waiters) {
            t.join();
        }
    }
}
