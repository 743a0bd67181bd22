package org.goldilocks.vm;

import java.util.concurrent.locks.ReentrantLock;

import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Makes a volatile access and its report to the engine one atomic step with respect to the other
 * accesses of the same volatile variable (Engine calling contract): otherwise a reader could see a
 * write's value yet be recorded before it (a missed edge, a false race) or be recorded after a
 * write it did not see (an invented edge, a missed race). Striped by (object, field slot) so no
 * lock object is allocated per variable; two variables sharing a stripe only wait for each other,
 * the engine never sees these locks.
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

    static ReentrantLock of(StaticObject obj, int slot) {
        int h = System.identityHashCode(obj) * 0x9E3779B1 + slot;
        return LOCKS[(h ^ (h >>> 16)) & (STRIPES - 1)];
    }
}
