package org.goldilocks.engine.goldilocks;

import java.util.IdentityHashMap;

/**
 * For a stretch of the event list [p, cutoff), what each node brings into a Goldilockset by the
 * cutoff: R(x) = the set at the cutoff of a set that was {x} at p. The rules' update "if a is in
 * the set, add b" distributes over union, so the set at the cutoff of any start set S at p is the
 * union of R(x) for x in S. Built by one backward sweep (edge a -> b at p-1: R(a) |= R(b)), so a
 * reclamation pass evaluates every record in the stretch, at any start position, with one pass
 * over the list instead of one walk per distinct start position.
 */
final class BackwardReach {
    /** Nodes whose R is more than themselves. */
    private final IdentityHashMap<Object, ScratchSet> reach = new IdentityHashMap<>();

    /** Moves p one edge back: the edge at p-1 is "if a then add b". */
    void prepend(Object a, Object b) {
        if (a == b) {
            return;
        }
        ScratchSet ra = reach.get(a);
        if (ra == null) {
            ra = new ScratchSet();
            ra.add(a);
            reach.put(a, ra);
        }
        ScratchSet rb = reach.get(b);
        if (rb == null) {
            ra.add(b);
        } else if (rb != ra) {
            ra.addAll(rb);
        }
    }

    /** Adds R(x) at the current position to {@code into}. */
    void addReachOf(Object x, ScratchSet into) {
        ScratchSet r = reach.get(x);
        if (r == null) {
            into.add(x);
        } else {
            into.addAll(r);
        }
    }
}
