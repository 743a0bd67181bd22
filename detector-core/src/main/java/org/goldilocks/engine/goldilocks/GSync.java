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
     * also orders the accesses to this field. Held as t's {@link GThread#firstWord()} (0: none), so
     * that a long-lived variable does not keep the last thread that used it reachable.
     */
    long covered;
    /**
     * The list position of this variable's latest event (-1: none), written by the appender under
     * the list lock. Once the variable is unreachable it has no more events, so a set at a later
     * position may forget it (Nodes.forgettable); one at an earlier position may not, as the event
     * after it can still add a thread.
     */
    volatile long lastEvent = -1;

    GSync(Object description) {
        super(description);
    }
}
