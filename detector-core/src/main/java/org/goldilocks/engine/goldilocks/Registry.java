package org.goldilocks.engine.goldilocks;

import java.util.Arrays;
import java.util.List;

/**
 * The variables with an access record pointing into one chunk (possibly also stale entries of
 * variables that moved on since). Invariant: if a record of v points into chunk c, v is in c's
 * registry, or c's registry is being closed by the pass that will move the record. A variable is
 * registered only when one of its records moves to a chunk it is not yet registered in: the slow
 * path, at most once per variable per chunk.
 *
 * <p>Registrations go to one of a few stripes chosen by thread, so threads recording accesses to
 * different variables do not contend on one lock. {@link #close} is called once, by the pass that
 * reclaims the chunk; registration fails after that and the caller takes a newer position.
 */
final class Registry {
    private static final int STRIPES = 8;

    private volatile boolean closed;
    private final Stripe[] stripes = new Stripe[STRIPES];

    Registry() {
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new Stripe();
        }
    }

    /** True once a pass started reclaiming this chunk: records must not point into it any more. */
    boolean isClosed() {
        return closed;
    }

    /** Registers a variable; false if the registry is closed. */
    boolean add(VarRef ref, int hint) {
        return stripes[hint & (STRIPES - 1)].add(ref);
    }

    /**
     * Drops the entries of variables already collected. A chunk receives registrations only while
     * it is the tail (and as a pass's cutoff), so once it is not, nothing else purges it before the
     * pass that closes it: in a long run between passes that is one dead entry (and its
     * {@link VarRef}) for every variable that was accessed and then dropped (seen in a soak: 8.4
     * million of them for 0.55 million live variables). {@link Reclaimer} calls this after
     * collections.
     */
    void purgeCollected() {
        for (Stripe s : stripes) {
            s.purgeCollected();
        }
    }

    /** Closes the registry and moves its entries into {@code out}. */
    void close(List<VarRef> out) {
        closed = true;
        for (Stripe s : stripes) {
            s.drainAndClose(out);
        }
    }

    private static final class Stripe {
        private VarRef[] refs;
        private int count;
        private boolean closed;

        synchronized boolean add(VarRef ref) {
            if (closed) {
                return false;
            }
            if (refs == null) {
                refs = new VarRef[8];
            } else if (count == refs.length) {
                int full = count;
                if (purge() > full / 2) {
                    refs = Arrays.copyOf(refs, full * 2);
                }
            }
            refs[count++] = ref;
            return true;
        }

        /**
         * Drops the entries of variables already collected; returns how many are left. A chunk
         * that stays the tail for long (a phase with accesses but no synchronization) would
         * otherwise keep an entry for every variable accessed in it, dead or alive.
         */
        private int purge() {
            int n = 0;
            for (int i = 0; i < count; i++) {
                if (!refs[i].refersTo(null)) {
                    refs[n++] = refs[i];
                }
            }
            Arrays.fill(refs, n, count, null);
            count = n;
            return n;
        }

        synchronized void purgeCollected() {
            if (closed || refs == null) {
                return;
            }
            int n = purge();
            if (n == 0) {
                refs = null;
            } else if (n < refs.length / 4) {
                refs = Arrays.copyOf(refs, Math.max(8, 2 * n));
            }
        }

        synchronized void drainAndClose(List<VarRef> out) {
            closed = true;
            for (int i = 0; i < count; i++) {
                out.add(refs[i]);
            }
            refs = null;
            count = 0;
        }
    }
}
