package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;

/**
 * One kept access (sec. 4.2): its kind, thread, lockset and timestamp, the thread's own clock entry
 * at the access (the only clock element an access stores), and its site as the runtime expanded
 * it. Allocated only for an access the redundancy checks keep; changed only by {@link #reuse}.
 */
final class Record {
    final HybridThread thread;
    boolean write;
    LockSet locks;
    long timestamp;
    Object site;

    Record(HybridThread thread, boolean write, LockSet locks, long timestamp, Object site) {
        this.thread = thread;
        this.write = write;
        this.locks = locks;
        this.timestamp = timestamp;
        this.site = site;
    }

    /**
     * Makes this record the thread's new one, in place of allocating it: only for a record its
     * variable has just dropped (no one else refers to it), under the variable's monitor. On array
     * kernels every element's record is replaced in every epoch; allocating each new one filled the
     * old generation with dead records and cost more collector time than the checks (docs/results.md,
     * "Detailed mode's records reused").
     */
    Record reuse(boolean newWrite, LockSet newLocks, long newTimestamp, Object newSite) {
        write = newWrite;
        timestamp = newTimestamp;
        // References stored only when they change: a store into this old object dirties a card.
        if (locks != newLocks) {
            locks = newLocks;
        }
        if (site != newSite) {
            site = newSite;
        }
        return this;
    }

    AccessKind kind() {
        return write ? AccessKind.WRITE : AccessKind.READ;
    }

    /** Is an access of this kind at least as strong as {@code write}? (A write conflicts with everything a read does.) */
    boolean kindCovers(boolean otherWrite) {
        return write || !otherWrite;
    }

    /** The report of an access of kind {@code write} racing with this record. */
    Race race(boolean currentWrite) {
        return new Race(currentWrite ? AccessKind.WRITE : AccessKind.READ, thread, kind(), site, locks);
    }

    @Override
    public String toString() {
        return kind().lowerCase() + " by " + thread.name() + " holding " + locks + " at " + timestamp + " (" + site + ")";
    }
}
