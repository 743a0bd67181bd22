package org.goldilocks.corpus.racefree.hybrid;

/**
 * Figure 4 of O'Callahan and Choi (PPoPP'03): two unprotected writes of {@code data}, one in each
 * thread, are ordered in every run by an unrelated lock-protected counter: the second thread
 * writes only after it saw, under the lock, the first thread's increment, which came after its
 * write. So the program is data-race free (Goldilocks and FastTrack are silent), but the order
 * comes from the lock alone, which is no message for the hybrid engine: it reports a potential
 * race on {@code data} (the two writes hold no common lock).
 */
public class UnrelatedLockOrdersAccesses {
    private final Object lock = new Object();
    private int counter; // guarded by lock
    private int data; // unprotected

    public static void main(String[] args) throws Exception {
        UnrelatedLockOrdersAccesses p = new UnrelatedLockOrdersAccesses();
        Thread first = new Thread(() -> {
            p.data = 1; // HYBRID-RACE write data
            synchronized (p.lock) {
                p.counter++;
            }
        }, "first");
        Thread second = new Thread(() -> {
            while (true) {
                synchronized (p.lock) {
                    if (p.counter == 1) {
                        p.counter++;
                        break;
                    }
                }
                Thread.onSpinWait();
            }
            p.data = 2; // HYBRID-RACE write data
        }, "second");
        first.start();
        second.start();
        first.join();
        second.join();
        if (p.data != 2) {
            throw new AssertionError("data " + p.data);
        }
    }
}
