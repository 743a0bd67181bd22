package org.goldilocks.vm.hybrid;

import java.util.HashMap;

/**
 * The current thread's hold counts of java.util.concurrent locks, per lock and mode, so that only
 * the outermost acquire and the last release of a mode reach the engine (hybrid) or the thread's
 * report-only lock names (the other engines), as for monitors (the locks are reentrant, and a read
 * lock can be taken many times). The key is the lock's token: its monitor sync variable for the
 * hybrid, the guest identity object otherwise (identity hash and equality: neither type overrides
 * them). Kept by the VM because reading a read lock's per-thread count would run guest code. Each
 * guest thread runs on its own host thread, so a host thread-local is the guest thread's.
 */
final class LockHolds {
    private static final ThreadLocal<HashMap<Object, Hold>> HOLDS = ThreadLocal.withInitial(HashMap::new);

    /** Per mode (0 exclusive, 1 shared): the hold count, and the report name given at the outermost acquire. */
    private static final class Hold {
        final int[] counts = new int[2];
        final Object[] names = new Object[2];
    }

    private LockHolds() {
    }

    /** One more hold of {@code lock} in that mode; true if it is the first (the outermost acquire). */
    static boolean acquired(Object lock, boolean shared) {
        Hold h = HOLDS.get().computeIfAbsent(lock, l -> new Hold());
        return ++h.counts[shared ? 1 : 0] == 1;
    }

    /** One hold less; true if it was the last (the last release). False if the thread held none (an IllegalMonitorStateException to come). */
    static boolean releasing(Object lock, boolean shared) {
        HashMap<Object, Hold> holds = HOLDS.get();
        Hold h = holds.get(lock);
        int i = shared ? 1 : 0;
        if (h == null || h.counts[i] == 0) {
            return false;
        }
        boolean last = --h.counts[i] == 0;
        if (last) {
            h.names[i] = null;
        }
        if (h.counts[0] == 0 && h.counts[1] == 0) {
            holds.remove(lock);
        }
        return last;
    }

    /** Does the thread hold {@code lock} in that mode? */
    static boolean holds(Object lock, boolean shared) {
        Hold h = HOLDS.get().get(lock);
        return h != null && h.counts[shared ? 1 : 0] > 0;
    }

    /** After the outermost acquire: the report-only name the thread's lock set now holds for this hold. */
    static void name(Object lock, boolean shared, Object name) {
        HOLDS.get().get(lock).names[shared ? 1 : 0] = name;
    }

    /** The report-only name of a hold, or null (none given, or not held). */
    static Object nameOf(Object lock, boolean shared) {
        Hold h = HOLDS.get().get(lock);
        return h == null ? null : h.names[shared ? 1 : 0];
    }
}
