package org.goldilocks.corpus.racefree.atomics;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A run-once initializer built on field updaters: the thread whose compareAndSet moves the volatile
 * state from NEW to RUNNING fills the plain fields, then publishes DONE with set(); the others spin
 * on get() until DONE. Updater CAS/get/set have the memory effects of volatile accesses
 * (AtomicIntegerFieldUpdater docs). A reference and a long updater count the users on the way.
 */
public class FieldUpdaterOnceInitializer {
    private static final AtomicIntegerFieldUpdater<FieldUpdaterOnceInitializer> STATE =
                    AtomicIntegerFieldUpdater.newUpdater(FieldUpdaterOnceInitializer.class, "state");
    private static final AtomicLongFieldUpdater<FieldUpdaterOnceInitializer> USERS =
                    AtomicLongFieldUpdater.newUpdater(FieldUpdaterOnceInitializer.class, "users");
    private static final AtomicReferenceFieldUpdater<FieldUpdaterOnceInitializer, Thread> WINNER =
                    AtomicReferenceFieldUpdater.newUpdater(FieldUpdaterOnceInitializer.class, Thread.class, "winner");
    private static final int NEW = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    volatile int state;
    volatile long users;
    volatile Thread winner;
    int[] table;
    String name;

    void ensureInitialized() {
        USERS.incrementAndGet(this);
        if (STATE.compareAndSet(this, NEW, RUNNING)) {
            WINNER.set(this, Thread.currentThread());
            table = new int[] {2, 3, 5, 7};
            name = "primes";
            STATE.set(this, DONE);
        } else {
            long deadline = Waits.deadline();
            while (STATE.get(this) != DONE) {
                Waits.spin(deadline);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        FieldUpdaterOnceInitializer p = new FieldUpdaterOnceInitializer();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                p.ensureInitialized();
                if (p.table[3] != 7 || !p.name.equals("primes") || WINNER.get(p) == null) {
                    throw new AssertionError("not initialized");
                }
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (USERS.get(p) != n) {
            throw new AssertionError(p.users);
        }
    }
}
