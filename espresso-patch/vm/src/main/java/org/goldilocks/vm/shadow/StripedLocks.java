package org.goldilocks.vm.shadow;

import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.engine.SyncVar;

/**
 * Makes an access to a synchronization variable (a volatile field, an atomically accessed field or
 * element) and its report to the engine one atomic step with respect to the other accesses of the
 * same variable (Engine calling contract): otherwise a reader could see a write's value yet be
 * recorded before it (a missed edge, a false race) or be recorded after a write it did not see (an
 * invented edge, a missed race). Striped by the variable's identity, so no lock object is
 * allocated per variable; two variables sharing a stripe only wait for each other, and the engine
 * never sees these locks.
 */
final class StripedLocks {
    private static final int STRIPES = 1024;
    private static final ReentrantLock[] LOCKS = new ReentrantLock[STRIPES];

    static {
        for (int i = 0; i < STRIPES; i++) {
            LOCKS[i] = new ReentrantLock();
        }
    }

    private StripedLocks() {
    }

    static ReentrantLock of(SyncVar variable) {
        return LOCKS[index(variable)];
    }

    /** The variable's stripe (the LARD model sees the stripe locks as the VM's own synchronization). */
    static int index(SyncVar variable) {
        int h = System.identityHashCode(variable) * 0x9E3779B1;
        return (h ^ (h >>> 16)) & (STRIPES - 1);
    }
}
