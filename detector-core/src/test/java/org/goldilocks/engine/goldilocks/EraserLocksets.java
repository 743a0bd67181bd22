package org.goldilocks.engine.goldilocks;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * A tiny Eraser-style lockset check for comparison (Savage et al. 1997, without the ownership
 * states): C(x) starts as the locks held at the first access and is intersected at every access;
 * an empty C(x) is a reported race. Goldilocks generalizes exactly this idea without its false alarms.
 */
final class EraserLocksets {
    private final Map<Variable, Set<SyncVar>> candidates = new HashMap<>();

    /** Records an access; true if Eraser would report a race on it. */
    boolean access(ThreadState t, Variable x) {
        Set<SyncVar> held = new LinkedHashSet<>(t.locksHeld().asList());
        Set<SyncVar> c = candidates.get(x);
        if (c == null) {
            candidates.put(x, held);
            return false;
        }
        c.retainAll(held);
        return c.isEmpty();
    }
}
