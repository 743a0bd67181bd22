package org.goldilocks.hw.lardish;

/**
 * The access histories of the bytes of one cache line: the unit the history caches hold.
 *
 * <p>Bytes with equal histories share one {@link Location} (an 8-byte field written at once has
 * one, not eight): each Location belongs to one line and counts the bytes that refer to it, and
 * an update of a range changes a shared Location in place only if the range holds all of its
 * references, else it gives the range a copy. So sharing never lets an access change a byte
 * outside its range, and the verdicts are exactly per byte (the oracle test checks overlapping
 * and unaligned accesses).
 */
public final class LineHistory {
    private final Location[] bytes;
    private int nonEmpty;

    LineHistory(int lineBytes) {
        this.bytes = new Location[lineBytes];
    }

    /**
     * A tracked access of bytes {@code [from, to)} by {@code thread} with clock {@code clock}:
     * checked against every history in the range, then recorded (report mode: even if racy).
     */
    boolean access(int from, int to, int thread, VectorClock clock, boolean write) {
        boolean racy = false;
        Location previous = null;
        for (int i = from; i < to; i++) {
            Location l = bytes[i];
            if (l != null && l != previous) {
                racy |= write ? l.writeRaces(thread, clock) : l.readRaces(thread, clock);
            }
            previous = l;
        }
        long now = clock.get(thread);
        if (write) {
            recordWrite(from, to, thread, now);
        } else {
            recordRead(from, to, thread, now);
        }
        return racy;
    }

    /** A write leaves every byte of the range with the same history: one Location. */
    private void recordWrite(int from, int to, int thread, long now) {
        Location only = bytes[from];
        if (only != null && only.refs == to - from && sameThroughout(from, to, only)) {
            only.recordWrite(thread, now); // the range is all of it: update in place
            return;
        }
        Location w = new Location();
        w.recordWrite(thread, now);
        for (int i = from; i < to; i++) {
            set(i, w);
        }
    }

    /** A read adds itself to each byte's history: per distinct old history, in place or a copy. */
    private void recordRead(int from, int to, int thread, long now) {
        Location[] olds = new Location[to - from];
        Location[] news = new Location[to - from];
        int pairs = 0;
        Location fresh = null;
        for (int i = from; i < to; i++) {
            Location old = bytes[i];
            if (old == null) {
                if (fresh == null) {
                    fresh = new Location();
                    fresh.recordRead(thread, now);
                }
                set(i, fresh);
                continue;
            }
            int k = 0;
            while (k < pairs && olds[k] != old) {
                k++;
            }
            if (k == pairs) {
                olds[k] = old;
                if (old.refs == count(from, to, old)) {
                    news[k] = old;
                } else {
                    news[k] = old.copy();
                }
                news[k].recordRead(thread, now);
                pairs++;
            }
            if (news[k] != old) {
                set(i, news[k]);
            }
        }
    }

    private boolean sameThroughout(int from, int to, Location l) {
        for (int i = from; i < to; i++) {
            if (bytes[i] != l) {
                return false;
            }
        }
        return true;
    }

    private int count(int from, int to, Location l) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if (bytes[i] == l) {
                n++;
            }
        }
        return n;
    }

    /** The byte's history or null (shared: read it, do not change it). */
    Location peek(int offset) {
        return bytes[offset];
    }

    /** Sets the byte's history (null: empty); {@code l} must belong to this line. */
    void set(int offset, Location l) {
        Location old = bytes[offset];
        if (old == l) {
            return;
        }
        if (old != null) {
            old.refs--;
        } else {
            nonEmpty++;
        }
        if (l != null) {
            l.refs++;
        } else {
            nonEmpty--;
        }
        bytes[offset] = l;
    }

    /** Empties {@code [from, to)}. */
    void clear(int from, int to) {
        for (int i = from; i < to; i++) {
            set(i, null);
        }
    }

    boolean isEmpty() {
        return nonEmpty == 0;
    }
}
