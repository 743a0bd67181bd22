package org.goldilocks.vm.hybrid;

import java.util.HashMap;

import org.goldilocks.engine.SyncVar;

/**
 * The current thread's hold counts of java.util.concurrent locks, per lock and mode, so that only
 * the outermost acquire and the last release of a mode reach the engine, as for monitors (the
 * locks are reentrant, and a read lock can be taken many times). Kept by the VM because reading a
 * read lock's per-thread count would run guest code. Each guest thread runs on its own host
 * thread, so a host thread-local is the guest thread's.
 */
final class LockHolds {
    private static final ThreadLocal<HashMap<SyncVar, int[]>> HOLDS = ThreadLocal.withInitial(HashMap::new);

    private LockHolds() {
    }

    /** One more hold of {@code lock} in that mode; true if it is the first (the outermost acquire). */
    static boolean acquired(SyncVar lock, boolean shared) {
        int[] counts = HOLDS.get().computeIfAbsent(lock, l -> new int[2]);
        return ++counts[shared ? 1 : 0] == 1;
    }

    /** One hold less; true if it was the last (the last release). False if the thread held none (an IllegalMonitorStateException to come). */
    static boolean releasing(SyncVar lock, boolean shared) {
        HashMap<SyncVar, int[]> holds = HOLDS.get();
        int[] counts = holds.get(lock);
        int i = shared ? 1 : 0;
        if (counts == null || counts[i] == 0) {
            return false;
        }
        boolean last = --counts[i] == 0;
        if (counts[0] == 0 && counts[1] == 0) {
            holds.remove(lock);
        }
        return last;
    }

    /** Does the thread hold {@code lock} in that mode? */
    static boolean holds(SyncVar lock, boolean shared) {
        int[] counts = HOLDS.get().get(lock);
        return counts != null && counts[shared ? 1 : 0] > 0;
    }
}
