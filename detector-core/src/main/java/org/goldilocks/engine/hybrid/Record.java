package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;

/**
 * One kept access (sec. 4.2): its kind, thread, lockset and timestamp, the thread's own clock entry
 * at the access (the only clock element an access stores), and its site as the runtime expanded
 * it. Immutable; allocated only for an access the redundancy checks keep.
 */
final class Record {
    final HybridThread thread;
    final boolean write;
    final LockSet locks;
    final long timestamp;
    final Object site;

    Record(HybridThread thread, boolean write, LockSet locks, long timestamp, Object site) {
        this.thread = thread;
        this.write = write;
        this.locks = locks;
        this.timestamp = timestamp;
        this.site = site;
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
