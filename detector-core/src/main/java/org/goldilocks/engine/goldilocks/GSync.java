package org.goldilocks.engine.goldilocks;

import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.engine.SyncVar;

/** A lock, volatile variable or class-initialization variable: a node of the event list. */
final class GSync extends SyncVar {
    private static final AtomicInteger SEQUENCE = new AtomicInteger();

    final int hash = Nodes.syncHash(SEQUENCE.incrementAndGet());

    /**
     * A thread {@code t} such that, since this variable's last event, "this is in a Goldilockset
     * implies t is in it" holds for every Goldilockset; then a sink edge this -> t adds nothing and
     * is not appended. Set by a sink into t (nothing can add this variable afterwards without a new
     * event on it), by a release by t (a monitor: while t held it, only t had events on it, so it
     * could be in a set only if t was), and by t's read-modify-write. Cleared by a plain volatile
     * write. Events of one variable are serialized by the runtime (Engine calling contract), which
     * also orders the accesses to this field.
     */
    GThread covered;

    GSync(Object description) {
        super(description);
    }
}
